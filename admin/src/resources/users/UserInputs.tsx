import type { ReactNode } from 'react'
import { Box, Typography } from '@mui/material'
import { ADMIN_AGENT_SPECIALIZATIONS, INDIAN_STATES, MESSAGES, humanize, isAllowedDocument } from '@gruha/shared'
import { useWatch } from 'react-hook-form'
import {
  BooleanInput,
  DateInput,
  FileField,
  FileInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  TextInput,
  email,
  required,
} from 'react-admin'
import { USER_DOCUMENT_FIELDS } from './transform'
import { userRoleChoices, userStatusChoices, verificationStatusChoices } from './choices'

const requiredField = [required()]
const specializationChoices = ADMIN_AGENT_SPECIALIZATIONS.map((id) => ({ id, name: humanize(id) }))

/** Documents: PNG, JPG, JPEG or PDF (the profile image: images only). */
const allowedDocument = (value: { rawFile?: File } | null) =>
  value?.rawFile && !isAllowedDocument(value.rawFile) ? MESSAGES.upload.typeNotAllowed : undefined
const emailValidators = [required(), email()]
const passwordValidators = [required('Password is required for new users')]

const Row = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: { xs: 0, sm: 2 },
      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      width: '100%',
    }}
  >
    {children}
  </Box>
)

const STATE_CHOICES = INDIAN_STATES.map((s) => ({ id: s.name, name: s.name }))

/** The state as a choice from the list; a value typed before the list existed stays selectable. */
const StateInput = () => {
  const current = useWatch({ name: 'state' }) as string | null | undefined
  const choices =
    current && !STATE_CHOICES.some((c) => c.id === current) ? [...STATE_CHOICES, { id: current, name: current }] : STATE_CHOICES
  return <SelectInput source="state" label="State" choices={choices} emptyText="-" fullWidth />
}

const Section = ({ title }: { title: string }) => (
  <Typography variant="subtitle1" sx={{ mt: 1, mb: 1, fontWeight: 600 }}>
    {title}
  </Typography>
)

/**
 * Shared user form fields. Spec 002 §5: create requires first name, last name,
 * email, password, user type, status and verification status; edit requires
 * the same minus the password.
 */
export const UserInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const isAgent = useWatch({ name: 'role' }) === 'agent'
  return (
    <Box sx={{ width: '100%', maxWidth: 800 }}>
      <Section title="Personal Information" />
      <Row>
        <TextInput source="first_name" label="First Name" validate={requiredField} fullWidth />
        <TextInput source="last_name" label="Last Name" validate={requiredField} fullWidth />
      </Row>
      <Row>
        <TextInput source="email" label="Email" type="email" validate={emailValidators} fullWidth />
        {mode === 'create' ? (
          <PasswordInput source="password" label="Password" validate={passwordValidators} autoComplete="new-password" fullWidth />
        ) : (
          <TextInput source="phone_number" label="Phone" type="tel" fullWidth />
        )}
      </Row>
      <Row>
        {mode === 'create' ? <TextInput source="phone_number" label="Phone" type="tel" fullWidth /> : null}
        <DateInput source="date_of_birth" label="Date of Birth" fullWidth />
      </Row>
      <Row>
        <TextInput source="city" label="City" fullWidth />
        <StateInput />
      </Row>

      <Section title="Account" />
      <Row>
        <SelectInput source="role" label="User Type" choices={userRoleChoices} validate={requiredField} fullWidth />
        <SelectInput source="status" label="Status" choices={userStatusChoices} validate={requiredField} fullWidth />
      </Row>
      <Row>
        <SelectInput
          source="verification_status"
          label="Verification Status"
          choices={verificationStatusChoices}
          validate={requiredField}
          fullWidth
        />
        {isAgent ? <TextInput source="agent_license_number" label="Agent License Number" fullWidth /> : null}
      </Row>

      {/* Only an agent has an agency, a specialisation and a licence. */}
      {isAgent ? (
        <>
          <Section title="Agent Profile" />
          <Row>
            <TextInput source="agency_name" label="Agency Name" fullWidth />
            <SelectInput source="specialization" label="Specialization" choices={specializationChoices} emptyText="-" fullWidth />
          </Row>
          <Row>
            <NumberInput source="experience_years" label="Experience (years)" min={0} step={1} fullWidth />
          </Row>
        </>
      ) : null}

      {mode === 'edit' ? (
        <>
          <Section title="Bank Details" />
          <BooleanInput source="account_verified" label="Bank details verified" />
        </>
      ) : (
        <>
          <Section title="Documents" />
          {USER_DOCUMENT_FIELDS.map(({ source, label, kind }) => (
            <FileInput
              key={source}
              source={source}
              label={label}
              accept={
                kind === 'profile_image'
                  ? { 'image/*': ['.png', '.jpg', '.jpeg'] }
                  : { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'application/pdf': ['.pdf'] }
              }
              validate={allowedDocument}
              helperText={kind === 'profile_image' ? 'PNG, JPG or JPEG' : 'PNG, JPG, JPEG or PDF'}
            >
              <FileField source="src" title="title" />
            </FileInput>
          ))}
        </>
      )}
    </Box>
  )
}

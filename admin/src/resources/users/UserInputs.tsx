import type { ReactNode } from 'react'
import { Box, Typography } from '@mui/material'
import { DateInput, PasswordInput, SelectInput, TextInput, email, required } from 'react-admin'
import { userRoleChoices, userStatusChoices, verificationStatusChoices } from './choices'

const requiredField = [required()]
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
export const UserInputs = ({ mode }: { mode: 'create' | 'edit' }) => (
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
      <TextInput source="state" label="State" fullWidth />
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
      <TextInput source="agent_license_number" label="Agent License Number" helperText="Agents only" fullWidth />
    </Row>
  </Box>
)

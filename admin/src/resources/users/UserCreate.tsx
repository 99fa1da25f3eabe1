import HourglassIcon from '@mui/icons-material/HourglassTop'
import { Button } from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Create, SaveButton, SimpleForm, Toolbar, useBasename, useNotify, useRedirect, type Identifier } from 'react-admin'
import { useConsoleDataProvider, type ConsoleDataProvider } from '../../providers/dataProvider'
import { MESSAGES } from '@gruha/shared'
import { UserInputs } from './UserInputs'
import { hasFieldErrors, serverMessage } from '../../providers/serverErrors'
import { pickDocuments, toCreatePayload, type PendingDocument } from './transform'
import type { User } from './types'

export const MSG_USER_CREATED = 'User created successfully!'
/** Spec 002 §9: default wait after an e-mail rate-limit error. */
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 48

const rateLimitMessage = (seconds: number) => `Rate limit reached. Please wait ${seconds} seconds before creating another user.`
const cooldownMessage = (seconds: number) => `Please wait ${seconds} seconds before adding another user.`
const createFailedMessage = (message: string) => `Failed to create user: ${message.substring(0, 100)}...`

/** Seconds to wait if `message` is a rate-limit error ('after N seconds' or the default), else null. */
export const rateLimitWait = (message: string): number | null => {
  if (!/rate[\s_-]*limit/i.test(message)) return null
  const match = message.match(/after (\d+) seconds?/i)
  const seconds = match ? Number.parseInt(match[1], 10) : DEFAULT_RATE_LIMIT_WAIT_SECONDS
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_RATE_LIMIT_WAIT_SECONDS
}

const useCountdown = (until: number | null) => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null) return
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 250)
    return () => window.clearInterval(timer)
  }, [until])
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

const UserCreateToolbar = ({ remaining }: { remaining: number }) => {
  const notify = useNotify()
  const base = useBasename()
  return (
    <Toolbar sx={{ gap: 1 }}>
      {remaining > 0 ? (
        <Button variant="contained" startIcon={<HourglassIcon />} onClick={() => notify(cooldownMessage(remaining), { type: 'warning' })}>
          {`Wait ${remaining}s`}
        </Button>
      ) : (
        <SaveButton label="Create User" />
      )}
      <Button component={Link} to={`${base}/users`} variant="outlined">
        Cancel
      </Button>
    </Toolbar>
  )
}

/** Uploads the chosen documents for the new user; answers how many failed. */
const uploadDocuments = async (dataProvider: ConsoleDataProvider, userId: Identifier, documents: PendingDocument[]) => {
  let failed = 0
  for (const document of documents) {
    await dataProvider.uploadUserDocument(userId, document).catch(() => failed++)
  }
  return failed
}

export const UserCreate = () => {
  const documents = useRef<PendingDocument[]>([])
  const dataProvider = useConsoleDataProvider()
  const notify = useNotify()
  const redirect = useRedirect()
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null)
  const remaining = useCountdown(cooldownUntil)
  useEffect(() => {
    if (cooldownUntil !== null && remaining === 0) setCooldownUntil(null)
  }, [cooldownUntil, remaining])

  return (
    <Create<User>
      title="Add User"
      transform={(data) => {
        documents.current = pickDocuments(data)
        return toCreatePayload(data)
      }}
      mutationOptions={{
        onSuccess: async (data) => {
          const failed = await uploadDocuments(dataProvider, data.id, documents.current)
          notify(MSG_USER_CREATED, { type: 'success' })
          if (failed) notify(MESSAGES.upload.typeNotAllowed, { type: 'warning' })
          redirect('show', 'users', data.id, data)
        },
        // Field errors from a 400 `{ message, errors }` are put on the inputs by react-admin.
        onError: (error) => {
          if (hasFieldErrors(error)) return
          const message = serverMessage(error) ?? ''
          const wait = rateLimitWait(message)
          if (wait !== null) {
            setCooldownUntil(Date.now() + wait * 1000)
            notify(rateLimitMessage(wait), { type: 'warning' })
            return
          }
          notify(createFailedMessage(message), { type: 'error' })
        },
      }}
    >
      <SimpleForm
        toolbar={<UserCreateToolbar remaining={remaining} />}
        defaultValues={{ role: 'buyer', status: 'active', verification_status: 'pending' }}
      >
        <UserInputs mode="create" />
      </SimpleForm>
    </Create>
  )
}

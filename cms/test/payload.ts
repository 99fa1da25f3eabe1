/** The Payload instance for integration tests, on the run's throwaway database (see global setup). */
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

export function getTestPayload(): Promise<Payload> {
  instance ??= import('../src/payload.config').then(({ default: config }) => getPayload({ config }))
  return instance
}

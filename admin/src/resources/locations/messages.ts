import type { MESSAGES } from '@gruha/shared'

/** The success and failure toasts of Cities or States (spec 002 §8: "the same set applies to states"). */
export type LocationMessages = (typeof MESSAGES.admin)['cities' | 'states']

/** The server's message when it sent one (e.g. a field error), else the spec's. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message && !/^HttpError/.test(error.message) ? `${fallback}: ${error.message}` : fallback

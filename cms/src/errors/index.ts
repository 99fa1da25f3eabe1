// The errors the site and the console API turn into answers: services' AppErrors, Payload's
// refusals as AppErrors, and the database's refusal of malformed input.
export * from './app-error'
export * from './payload-refusals'
export { BAD_INPUT_MESSAGE, isBadInputError } from '../hooks/badInputIs400'

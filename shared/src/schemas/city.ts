/**
 * Admin Cities management (spec 002): name and state required; latitude and longitude are
 * numbers defaulting to 0; image_url must be a URL when given; is_active.
 */
import { z } from 'zod'
import { CITY_STATES, MESSAGES } from '../constants'
import { blankToNull, booleanField, firstFailing, notBlank, requiredText, toNumberInput } from './fields'

const M = MESSAGES.admin.cities

function coordinate(min: number, max: number, message: string) {
  return z.preprocess((v) => toNumberInput(v) ?? 0, z.number({ error: message }).min(min, message).max(max, message))
}

export const citySchema = z.object({
  name: requiredText(M.nameRequired),
  /** One of the spec's 29 states plus Delhi. */
  state: z
    .string({ error: M.stateRequired })
    .trim()
    .superRefine(
      firstFailing([
        [notBlank, M.stateRequired],
        [(state) => (CITY_STATES as readonly string[]).includes(state), M.stateInvalid],
      ]),
    ),
  latitude: coordinate(-90, 90, M.latitudeInvalid),
  longitude: coordinate(-180, 180, M.longitudeInvalid),
  /** An absolute http(s) URL, or a root-relative path such as '/media/hyderabad.jpg'. */
  image_url: z.preprocess(
    blankToNull,
    z
      .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)\S*$/)], { error: M.imageUrlInvalid })
      .nullable()
      .optional(),
  ),
  is_active: booleanField(true),
})

/** Edit and the Active toggle send only what changed. */
export const cityUpdateSchema = citySchema.partial()

export type CityData = z.output<typeof citySchema>

// Prices: lakh and crore units, the price ceiling and the home-search price ranges.

export const ONE_THOUSAND = 1_000
export const ONE_LAKH = 100_000
export const ONE_CRORE = 10_000_000
/** Upper bound used by the "above 2 crore" price range. */
export const MAX_PRICE = 999_999_999

export interface PriceRange {
  readonly label: string
  /** 'min-max', split on the hyphen by `parsePriceRange`. */
  readonly value: string
  readonly min: number
  readonly max: number
}

/** Home search price dropdown (spec 000 section 9). */
export const PRICE_RANGES = [
  { label: 'Under ₹20 Lakhs', value: '0-2000000', min: 0, max: 2_000_000 },
  { label: '₹20 Lakhs - ₹50 Lakhs', value: '2000000-5000000', min: 2_000_000, max: 5_000_000 },
  { label: '₹50 Lakhs - ₹1 Crore', value: '5000000-10000000', min: 5_000_000, max: 10_000_000 },
  { label: '₹1 Crore - ₹2 Crores', value: '10000000-20000000', min: 10_000_000, max: 20_000_000 },
  { label: 'Above ₹2 Crores', value: '20000000-999999999', min: 20_000_000, max: MAX_PRICE },
] as const satisfies readonly PriceRange[]

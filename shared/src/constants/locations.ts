// Geography: Indian states and regions, the reference cities, home-search states and fallback pincodes.

export const STATE_REGIONS = ['Northern', 'Southern', 'Eastern', 'Western', 'Central', 'Northeast India'] as const
export type StateRegion = (typeof STATE_REGIONS)[number]

export interface IndianState {
  readonly name: string
  /** 2-letter code (vehicle registration / common usage). */
  readonly code: string
  readonly region: StateRegion
  readonly kind: 'state' | 'union_territory'
}

/**
 * 28 states and 8 union territories. Regions follow the zonal-council grouping
 * (Central: Chhattisgarh, Madhya Pradesh, Uttar Pradesh, Uttarakhand).
 * Spec 002 mentions "29 Indian states plus Delhi" (the pre-2019 list); we use the current list.
 */
export const INDIAN_STATES = [
  { name: 'Andhra Pradesh', code: 'AP', region: 'Southern', kind: 'state' },
  { name: 'Arunachal Pradesh', code: 'AR', region: 'Northeast India', kind: 'state' },
  { name: 'Assam', code: 'AS', region: 'Northeast India', kind: 'state' },
  { name: 'Bihar', code: 'BR', region: 'Eastern', kind: 'state' },
  { name: 'Chhattisgarh', code: 'CG', region: 'Central', kind: 'state' },
  { name: 'Goa', code: 'GA', region: 'Western', kind: 'state' },
  { name: 'Gujarat', code: 'GJ', region: 'Western', kind: 'state' },
  { name: 'Haryana', code: 'HR', region: 'Northern', kind: 'state' },
  { name: 'Himachal Pradesh', code: 'HP', region: 'Northern', kind: 'state' },
  { name: 'Jharkhand', code: 'JH', region: 'Eastern', kind: 'state' },
  { name: 'Karnataka', code: 'KA', region: 'Southern', kind: 'state' },
  { name: 'Kerala', code: 'KL', region: 'Southern', kind: 'state' },
  { name: 'Madhya Pradesh', code: 'MP', region: 'Central', kind: 'state' },
  { name: 'Maharashtra', code: 'MH', region: 'Western', kind: 'state' },
  { name: 'Manipur', code: 'MN', region: 'Northeast India', kind: 'state' },
  { name: 'Meghalaya', code: 'ML', region: 'Northeast India', kind: 'state' },
  { name: 'Mizoram', code: 'MZ', region: 'Northeast India', kind: 'state' },
  { name: 'Nagaland', code: 'NL', region: 'Northeast India', kind: 'state' },
  { name: 'Odisha', code: 'OD', region: 'Eastern', kind: 'state' },
  { name: 'Punjab', code: 'PB', region: 'Northern', kind: 'state' },
  { name: 'Rajasthan', code: 'RJ', region: 'Northern', kind: 'state' },
  { name: 'Sikkim', code: 'SK', region: 'Northeast India', kind: 'state' },
  { name: 'Tamil Nadu', code: 'TN', region: 'Southern', kind: 'state' },
  { name: 'Telangana', code: 'TG', region: 'Southern', kind: 'state' },
  { name: 'Tripura', code: 'TR', region: 'Northeast India', kind: 'state' },
  { name: 'Uttar Pradesh', code: 'UP', region: 'Central', kind: 'state' },
  { name: 'Uttarakhand', code: 'UK', region: 'Central', kind: 'state' },
  { name: 'West Bengal', code: 'WB', region: 'Eastern', kind: 'state' },
  { name: 'Andaman and Nicobar Islands', code: 'AN', region: 'Eastern', kind: 'union_territory' },
  { name: 'Chandigarh', code: 'CH', region: 'Northern', kind: 'union_territory' },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    code: 'DH',
    region: 'Western',
    kind: 'union_territory',
  },
  { name: 'Delhi', code: 'DL', region: 'Northern', kind: 'union_territory' },
  { name: 'Jammu and Kashmir', code: 'JK', region: 'Northern', kind: 'union_territory' },
  { name: 'Ladakh', code: 'LA', region: 'Northern', kind: 'union_territory' },
  { name: 'Lakshadweep', code: 'LD', region: 'Southern', kind: 'union_territory' },
  { name: 'Puducherry', code: 'PY', region: 'Southern', kind: 'union_territory' },
] as const satisfies readonly IndianState[]
export type IndianStateName = (typeof INDIAN_STATES)[number]['name']

/**
 * The states a city may belong to (spec 002 §5: "29 Indian states plus Delhi"): today's 28
 * states, Jammu and Kashmir (the 29th state of that list, now a union territory) and Delhi.
 */
export const CITY_STATES: readonly IndianStateName[] = INDIAN_STATES.filter(
  (s) => s.kind === 'state' || s.name === 'Jammu and Kashmir' || s.name === 'Delhi',
).map((s) => s.name)
export type IndianStateCode = (typeof INDIAN_STATES)[number]['code']

/** States offered by the sign-up forms (spec 000). */
export const SIGNUP_STATES = [
  'Andhra Pradesh',
  'Telangana',
  'Karnataka',
  'Tamil Nadu',
  'Maharashtra',
  'Delhi',
  'West Bengal',
] as const satisfies readonly IndianStateName[]

/** The home page "Search Properties by City" groups. Metros have no group. */
export const CITY_GROUPS = ['AP coastal', 'AP inland', 'Telangana central', 'Telangana districts'] as const
export type CityGroup = (typeof CITY_GROUPS)[number]

export interface CityRef {
  readonly name: string
  readonly state: IndianStateName
  readonly latitude: number
  readonly longitude: number
  readonly group: CityGroup | null
}

/**
 * The 35-city reference list (spec 000): 15 Andhra Pradesh, 14 Telangana and 6 metros.
 * AP coastal = Coastal Andhra region; AP inland = Rayalaseema; Telangana central = Hyderabad
 * and the large regional centres; Telangana districts = smaller district towns.
 */
export const CITIES = [
  // Andhra Pradesh: coastal (Coastal Andhra)
  { name: 'Visakhapatnam', state: 'Andhra Pradesh', latitude: 17.6868, longitude: 83.2185, group: 'AP coastal' },
  { name: 'Vijayawada', state: 'Andhra Pradesh', latitude: 16.5062, longitude: 80.648, group: 'AP coastal' },
  { name: 'Guntur', state: 'Andhra Pradesh', latitude: 16.3067, longitude: 80.4365, group: 'AP coastal' },
  { name: 'Nellore', state: 'Andhra Pradesh', latitude: 14.4426, longitude: 79.9865, group: 'AP coastal' },
  { name: 'Kakinada', state: 'Andhra Pradesh', latitude: 16.9891, longitude: 82.2475, group: 'AP coastal' },
  { name: 'Rajahmundry', state: 'Andhra Pradesh', latitude: 17.0005, longitude: 81.804, group: 'AP coastal' },
  { name: 'Eluru', state: 'Andhra Pradesh', latitude: 16.7107, longitude: 81.0952, group: 'AP coastal' },
  { name: 'Ongole', state: 'Andhra Pradesh', latitude: 15.5057, longitude: 80.0499, group: 'AP coastal' },
  { name: 'Srikakulam', state: 'Andhra Pradesh', latitude: 18.2949, longitude: 83.8938, group: 'AP coastal' },
  { name: 'Vizianagaram', state: 'Andhra Pradesh', latitude: 18.1067, longitude: 83.3956, group: 'AP coastal' },
  { name: 'Machilipatnam', state: 'Andhra Pradesh', latitude: 16.1875, longitude: 81.1389, group: 'AP coastal' },
  // Andhra Pradesh: inland (Rayalaseema)
  { name: 'Kurnool', state: 'Andhra Pradesh', latitude: 15.8281, longitude: 78.0373, group: 'AP inland' },
  { name: 'Tirupati', state: 'Andhra Pradesh', latitude: 13.6288, longitude: 79.4192, group: 'AP inland' },
  { name: 'Kadapa', state: 'Andhra Pradesh', latitude: 14.4673, longitude: 78.8242, group: 'AP inland' },
  { name: 'Anantapur', state: 'Andhra Pradesh', latitude: 14.6819, longitude: 77.6006, group: 'AP inland' },
  // Telangana: central
  { name: 'Hyderabad', state: 'Telangana', latitude: 17.385, longitude: 78.4867, group: 'Telangana central' },
  { name: 'Secunderabad', state: 'Telangana', latitude: 17.4399, longitude: 78.4983, group: 'Telangana central' },
  { name: 'Warangal', state: 'Telangana', latitude: 17.9689, longitude: 79.5941, group: 'Telangana central' },
  { name: 'Karimnagar', state: 'Telangana', latitude: 18.4386, longitude: 79.1288, group: 'Telangana central' },
  { name: 'Nizamabad', state: 'Telangana', latitude: 18.6725, longitude: 78.0941, group: 'Telangana central' },
  { name: 'Khammam', state: 'Telangana', latitude: 17.2473, longitude: 80.1514, group: 'Telangana central' },
  { name: 'Ramagundam', state: 'Telangana', latitude: 18.755, longitude: 79.474, group: 'Telangana central' },
  // Telangana: districts
  { name: 'Mahbubnagar', state: 'Telangana', latitude: 16.7488, longitude: 78.0035, group: 'Telangana districts' },
  { name: 'Nalgonda', state: 'Telangana', latitude: 17.0575, longitude: 79.2684, group: 'Telangana districts' },
  { name: 'Adilabad', state: 'Telangana', latitude: 19.6641, longitude: 78.532, group: 'Telangana districts' },
  { name: 'Siddipet', state: 'Telangana', latitude: 18.1018, longitude: 78.852, group: 'Telangana districts' },
  { name: 'Suryapet', state: 'Telangana', latitude: 17.1405, longitude: 79.6236, group: 'Telangana districts' },
  { name: 'Miryalaguda', state: 'Telangana', latitude: 16.8722, longitude: 79.5625, group: 'Telangana districts' },
  { name: 'Mancherial', state: 'Telangana', latitude: 18.8714, longitude: 79.4443, group: 'Telangana districts' },
  // Metros
  { name: 'Bangalore', state: 'Karnataka', latitude: 12.9716, longitude: 77.5946, group: null },
  { name: 'Chennai', state: 'Tamil Nadu', latitude: 13.0827, longitude: 80.2707, group: null },
  { name: 'Mumbai', state: 'Maharashtra', latitude: 19.076, longitude: 72.8777, group: null },
  { name: 'Delhi', state: 'Delhi', latitude: 28.7041, longitude: 77.1025, group: null },
  { name: 'Pune', state: 'Maharashtra', latitude: 18.5204, longitude: 73.8567, group: null },
  { name: 'Kolkata', state: 'West Bengal', latitude: 22.5726, longitude: 88.3639, group: null },
] as const satisfies readonly CityRef[]
export type CityName = (typeof CITIES)[number]['name']

/** Home search form: seven states with 4-5 fixed cities each (spec 000 section 9). */
export const HOME_SEARCH_STATES = [
  { state: 'Telangana', cities: ['Hyderabad', 'Secunderabad', 'Warangal', 'Karimnagar', 'Nizamabad'] },
  { state: 'Andhra Pradesh', cities: ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati', 'Nellore'] },
  { state: 'Maharashtra', cities: ['Mumbai', 'Pune', 'Nagpur', 'Nashik'] },
  { state: 'Karnataka', cities: ['Bangalore', 'Mysore', 'Mangalore', 'Hubli'] },
  { state: 'Tamil Nadu', cities: ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli'] },
  { state: 'Delhi', cities: ['New Delhi', 'Delhi', 'Dwarka', 'Rohini'] },
  { state: 'West Bengal', cities: ['Kolkata', 'Howrah', 'Durgapur', 'Siliguri'] },
] as const satisfies readonly { state: IndianStateName; cities: readonly string[] }[]

/** Pincodes used when the location lookup fails (spec 000: "6 pincodes"). */
export const FALLBACK_PINCODES = [
  { pincode: '500001', city: 'Hyderabad', state: 'Telangana' },
  { pincode: '500003', city: 'Secunderabad', state: 'Telangana' },
  { pincode: '506002', city: 'Warangal', state: 'Telangana' },
  { pincode: '530001', city: 'Visakhapatnam', state: 'Andhra Pradesh' },
  { pincode: '520001', city: 'Vijayawada', state: 'Andhra Pradesh' },
  { pincode: '522001', city: 'Guntur', state: 'Andhra Pradesh' },
] as const

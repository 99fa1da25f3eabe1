/**
 * The demo agents' track records, so the agents directory shows real ratings and sales (issue 24, P11):
 * deals they closed (sold listings of the demo owner, handled by the agent) and reviews from the demo
 * members. One agent, new to the trade, has neither and stays "New agent".
 * Sold listings are not public, so these never appear in search.
 */
import type { Payload } from 'payload'
import { DEMO_ACCOUNTS } from './demo-accounts'

type SoldDeal = {
  title: string
  property_type: 'standalone_apartment' | 'gated_apartment' | 'independent_house' | 'villa' | 'plot' | 'commercial'
  price: number
  address: string
  city: string
  state: string
  latitude: number
  longitude: number
}

type TrackRecord = { agent: string; deals: SoldDeal[]; reviews: { reviewer: string; rating: number; comment: string }[] }

const AP = 'Andhra Pradesh'
const TS = 'Telangana'

export const AGENT_TRACK_RECORDS: readonly TrackRecord[] = [
  {
    agent: DEMO_ACCOUNTS.agent,
    deals: [
      {
        title: '2 BHK flat sold in MVP Colony',
        property_type: 'standalone_apartment',
        price: 5_400_000,
        address: 'Sector 6, MVP Colony',
        city: 'Visakhapatnam',
        state: AP,
        latitude: 17.7407,
        longitude: 83.3367,
      },
      {
        title: '3 BHK gated flat sold in Madhurawada',
        property_type: 'gated_apartment',
        price: 7_800_000,
        address: 'Near Kommadi junction, Madhurawada',
        city: 'Visakhapatnam',
        state: AP,
        latitude: 17.8157,
        longitude: 83.3632,
      },
      {
        title: 'Independent house sold in Gajuwaka',
        property_type: 'independent_house',
        price: 9_200_000,
        address: 'Old Gajuwaka main road',
        city: 'Visakhapatnam',
        state: AP,
        latitude: 17.6868,
        longitude: 83.2185,
      },
    ],
    reviews: [
      { reviewer: DEMO_ACCOUNTS.buyer, rating: 5, comment: 'Kiran showed us six flats in one weekend and negotiated a fair price.' },
      { reviewer: DEMO_ACCOUNTS.seller, rating: 4, comment: 'Sold my Gajuwaka house in seven weeks; paperwork handled well.' },
    ],
  },
  {
    agent: 'lakshmi.agent@gruha.local',
    deals: [
      {
        title: '4 BHK villa sold in Kokapet',
        property_type: 'villa',
        price: 32_500_000,
        address: 'Golden Mile Road, Kokapet',
        city: 'Hyderabad',
        state: TS,
        latitude: 17.3945,
        longitude: 78.3193,
      },
      {
        title: '3 BHK premium flat sold in Gachibowli',
        property_type: 'gated_apartment',
        price: 16_800_000,
        address: 'Financial District, Gachibowli',
        city: 'Hyderabad',
        state: TS,
        latitude: 17.4401,
        longitude: 78.3489,
      },
      {
        title: 'Duplex villa sold in Jubilee Hills',
        property_type: 'villa',
        price: 48_000_000,
        address: 'Road No. 45, Jubilee Hills',
        city: 'Hyderabad',
        state: TS,
        latitude: 17.4326,
        longitude: 78.4071,
      },
      {
        title: '3 BHK flat sold in Kondapur',
        property_type: 'gated_apartment',
        price: 12_900_000,
        address: 'Botanical Garden Road, Kondapur',
        city: 'Hyderabad',
        state: TS,
        latitude: 17.4615,
        longitude: 78.3636,
      },
    ],
    reviews: [
      { reviewer: DEMO_ACCOUNTS.buyer, rating: 5, comment: 'Knows every gated community on the western side of the city.' },
      { reviewer: DEMO_ACCOUNTS.seller, rating: 5, comment: 'Professional from the first call to registration.' },
    ],
  },
  {
    agent: 'arjun.agent@gruha.local',
    deals: [
      {
        title: 'Office floor sold in HITEC City',
        property_type: 'commercial',
        price: 21_000_000,
        address: 'Cyber Towers lane, HITEC City',
        city: 'Hyderabad',
        state: TS,
        latitude: 17.4504,
        longitude: 78.3808,
      },
    ],
    reviews: [{ reviewer: DEMO_ACCOUNTS.buyer, rating: 4, comment: 'Good knowledge of commercial space in Madhapur.' }],
  },
]

/** Creates what is missing (deals by title and owner, reviews by agent and reviewer); returns how many were created. */
export async function seedAgentTrackRecords(payload: Payload, userIds: Map<string, number>): Promise<number> {
  const owner = userIds.get(DEMO_ACCOUNTS.seller)
  if (!owner) return 0
  let created = 0
  for (const record of AGENT_TRACK_RECORDS) {
    const agent = userIds.get(record.agent)
    if (!agent) continue
    for (const deal of record.deals) {
      const found = await payload.count({
        collection: 'properties',
        where: { and: [{ title: { equals: deal.title } }, { owner: { equals: owner } }] },
        overrideAccess: true,
      })
      if (found.totalDocs) continue
      await payload.create({
        collection: 'properties',
        data: {
          ...deal,
          listing_type: 'SALE',
          description: `${deal.title}. Handled end to end by a Gruha agent: visits, negotiation, documents and registration.`,
          owner,
          added_by: owner,
          added_by_role: 'seller',
          assigned_agent: agent,
          status: 'sold',
          // Deals closed months ago: they never count against the owner's listings today (issue 23).
          createdAt: new Date(Date.now() - (90 + created) * 86_400_000).toISOString(),
        },
        overrideAccess: true,
        depth: 0,
      })
      created++
    }
    for (const review of record.reviews) {
      const reviewer = userIds.get(review.reviewer)
      if (!reviewer) continue
      const found = await payload.count({
        collection: 'agent-reviews',
        where: { and: [{ agent: { equals: agent } }, { reviewer: { equals: reviewer } }] },
        overrideAccess: true,
      })
      if (found.totalDocs) continue
      await payload.create({
        collection: 'agent-reviews',
        data: { agent, reviewer, rating: review.rating, comment: review.comment },
        overrideAccess: true,
        depth: 0,
      })
      created++
    }
  }
  return created
}

/**
 * Copy for the seeded marketing pages and blog posts. Plain data; seed.ts turns each body into
 * Lexical JSON with lexicalDoc(). Written for Gruha's market (Andhra Pradesh, Telangana and the
 * metros) and consistent with the claims in the spec: 500+ verified properties, 50+ cities,
 * 24/7 support, founded 2023 in Hyderabad, property management at 8-15% of monthly rent.
 */
import { COMPANY, MANAGEMENT_FEE_PERCENT, MARKETING_STATS, SUPPORT_PHONE, type PostCategory } from '@gruha/shared'

import type { LexicalBlock } from './lexical'

/** The seeded pages' and posts' slugs: the Telugu and Hindi modules are keyed by these. */
export type SeedPageSlug = 'about' | 'host' | 'community' | 'property-management' | 'privacy-policy' | 'terms-of-service'
export type SeedPostSlug = 'investment-tips' | 'home-buying-guide' | 'renting-checklist' | 'rera-explained'

export interface SeedPage<Slug extends string = SeedPageSlug> {
  slug: Slug
  title: string
  /** One-line summary (meta description / card text). */
  summary: string
  body: LexicalBlock[]
}

export interface SeedPost extends SeedPage<SeedPostSlug> {
  /** ISO date the post is shown as published. */
  published_at: string
  category: PostCategory
}

/** A page or post in another language: the same blocks in the same order; a post's summary is its excerpt. */
export type SeedText = Pick<SeedPage, 'title' | 'summary' | 'body'>

/** One language's copy of every seeded page and post. A missing slug fails the typecheck. */
export interface SeedTranslation {
  pages: Record<SeedPageSlug, SeedText>
  posts: Record<SeedPostSlug, SeedText>
}

export { SUPPORT_PHONE }
export const INFO_EMAIL = 'info@gruha.in'
export const SUPPORT_EMAIL = 'support@gruha.in'
export const OFFICE_ADDRESS = `${COMPANY.city}, ${COMPANY.state} ${COMPANY.pincode}`
/** The footer's app-store badges and social icons (site settings); an admin can change or clear them. */
export const FOOTER_LINKS = {
  app_links: {
    app_store: 'https://apps.apple.com/in/app/gruha/id6450000000',
    google_play: 'https://play.google.com/store/apps/details?id=in.gruha.app',
  },
  social_links: {
    facebook: 'https://www.facebook.com/gruha.in',
    instagram: 'https://www.instagram.com/gruha.in',
    x: 'https://x.com/gruha_in',
    youtube: 'https://www.youtube.com/@gruha.in',
    linkedin: 'https://www.linkedin.com/company/gruha-in',
  },
}
export const MANAGEMENT_FEE_RANGE = `${MANAGEMENT_FEE_PERCENT.min}-${MANAGEMENT_FEE_PERCENT.max}%`

export const SEED_PAGES: readonly SeedPage[] = [
  {
    slug: 'about',
    title: 'About Gruha',
    summary: `Gruha is a property marketplace for buying, renting and selling homes, land and commercial space, founded in ${COMPANY.city} in ${COMPANY.founded}.`,
    body: [
      { heading: 'Our story' },
      `Gruha — Telugu and Sanskrit for “home” — was founded in ${COMPANY.city} in ${COMPANY.founded} by people who had spent too many weekends chasing listings that turned out to be sold, overpriced or not what the photos promised. We set out to build the marketplace we wanted: one where every listing is checked, every price is shown in plain rupees, and buyers, tenants, owners and agents can reach each other without middlemen getting in the way.`,
      `We started with Andhra Pradesh and Telangana — Hyderabad, Visakhapatnam, Vijayawada, Guntur, Tirupati, Warangal and the towns around them — and today list homes, plots, farm land and commercial space in ${MARKETING_STATS.cities} cities, including Bengaluru, Chennai, Mumbai, Delhi, Pune and Kolkata.`,
      { heading: 'Gruha in numbers' },
      {
        list: [
          `**${MARKETING_STATS.verifiedProperties}** verified properties`,
          `**${MARKETING_STATS.cities}** cities across India`,
          `**${MARKETING_STATS.support}** support by phone and e-mail`,
          'One tree planted for every property sold through Gruha',
        ],
      },
      { heading: 'What we stand for' },
      {
        list: [
          '**Verified listings.** Owners and agents are verified before their listings go live, and our team checks documents such as title deeds and RERA registrations where they apply.',
          '**Transparency.** Prices, rents, deposits and maintenance charges are shown up front. No hidden brokerage on owner listings.',
          '**Local knowledge.** Our team lives in the cities we serve and knows the difference between a HMDA-approved layout and an unapproved one.',
          '**Respect for your data.** Owner contact details are shared only with approved agents and genuine enquirers, never sold.',
        ],
      },
      { heading: 'Privacy and terms in brief' },
      'We collect only what we need to run the marketplace — your account details, your listings and enquiries, and the verification documents sellers and agents provide — and we protect it in line with India’s Digital Personal Data Protection Act, 2023. Listing a property is free and unlimited for owners; agents earn commission on successful deals as set out in our Terms of Service. Read the full Privacy Policy and Terms of Service for details.',
      { heading: 'Contact us' },
      `Call us toll-free on ${SUPPORT_PHONE}, write to ${INFO_EMAIL} for general questions or ${SUPPORT_EMAIL} for help with your account. Our office is in ${OFFICE_ADDRESS}.`,
    ],
  },
  {
    slug: 'host',
    title: 'Become a Host',
    summary: 'List your home, plot or shop on Gruha for free and meet verified buyers and tenants.',
    body: [
      { heading: 'Your property, in front of verified buyers and tenants' },
      'Whether you own a flat in Madhapur, an independent house in Vijayawada or a plot on the outskirts of Visakhapatnam, Gruha puts it in front of people who are serious about buying or renting. Listing is free and unlimited for property owners.',
      { heading: 'Why host with Gruha' },
      {
        list: [
          '**Verified buyers and tenants.** Enquiries come from signed-in, e-mail-verified users, so you spend less time on time-wasters.',
          '**Secure messaging.** Your phone number and e-mail stay private until you choose to share them; approved agents handle first contact if you prefer.',
          '**Tenant screening.** For rentals we help you check identity and employment before you hand over the keys.',
          '**Pricing insight.** See what similar homes in your locality are listed for, so your asking price or rent is realistic from day one.',
        ],
      },
      { heading: 'Four steps to your first listing' },
      {
        list: [
          '**Sign up as a seller** with your name, e-mail and phone number.',
          '**Get verified.** Upload your PAN, address proof and a bank statement. Verification usually takes 2-3 business days.',
          '**List your property.** Add photos, price or rent, area, amenities and location — it takes about ten minutes.',
          '**Meet buyers and tenants.** Answer enquiries and confirm tour requests from your dashboard.',
        ],
      },
      { heading: 'Hosting responsibly' },
      'Describe your property honestly, use your own recent photos, and state the full cost — rent, deposit and maintenance — up front. For apartments in registered projects, add the RERA number. Respond to enquiries within two days and keep your listing’s availability up to date. Read our safety guidelines before meeting anyone in person.',
      { heading: 'Trust and safety' },
      'Every host is verified before listing, every listing can be reported, and our support team is available 24/7. We never ask you to pay an advance to a buyer or tenant, and neither should anyone claiming to represent Gruha.',
    ],
  },
  {
    slug: 'community',
    title: 'Community',
    summary: 'Homes for everyone: diversity, accessibility and the Frontline Stays programme.',
    body: [
      { heading: 'A marketplace for everyone' },
      'A home should not depend on your name, religion, caste, food habits, marital status or where you come from. Hosts on Gruha agree not to refuse buyers or tenants on those grounds, and we act on every report of discrimination we receive.',
      { heading: 'Accessibility' },
      'Hosts can mark step-free entrances, lifts, ground-floor bedrooms and wide doorways, so families with elderly parents and people with disabilities can filter for homes that work for them. Our website is built to work with screen readers and keyboard navigation.',
      { heading: 'Frontline Stays' },
      'Frontline Stays connects nurses, doctors, paramedics, sanitation workers and other frontline staff with homes close to where they work. Hosts who rent to frontline workers through the programme pay reduced service fees, and we prioritise these enquiries for verification. If you are a frontline worker looking for a home, or a host who would like to take part, visit the Frontline Stays page or contact us.',
      { heading: 'Events and workshops' },
      'We run free sessions for first-time buyers and new hosts in Hyderabad and Visakhapatnam — on home loans, reading a sale deed, RERA checks and rental agreements — and online for everyone else. Upcoming sessions are announced on this page and by e-mail.',
      { heading: 'Giving back' },
      'For every property sold through Gruha we plant a tree, working with local groups in Andhra Pradesh and Telangana.',
    ],
  },
  {
    slug: 'property-management',
    title: 'Property Management',
    summary: 'Hands-off rental management for owners and NRIs in Hyderabad, Visakhapatnam and across Andhra Pradesh and Telangana.',
    body: [
      { heading: 'Your rental, managed end to end' },
      'Own a flat in Hyderabad while you work in Bengaluru, or a house in Visakhapatnam while you live abroad? Gruha Property Management finds a good tenant, collects the rent and looks after the property, so you don’t have to.',
      { heading: 'What we do' },
      {
        list: [
          '**Tenant search and screening** — listing, tours, identity and employment checks, and police verification.',
          '**Rental agreements** — drafting, stamp duty and registration where required.',
          '**Rent collection** — monthly collection and transfer to your bank account, with statements.',
          '**Maintenance and repairs** — plumbing, electrical and painting through vetted local vendors, with your approval above an agreed limit.',
          '**Inspections** — move-in and move-out inspections with photos, plus periodic checks.',
          '**NRI services** — management for owners living abroad, including coordination of property tax and society dues.',
        ],
      },
      { heading: 'Fees' },
      `Our management fee is ${MANAGEMENT_FEE_RANGE} of the monthly rent, depending on the property and the services you choose. There is no charge until a tenant moves in. For every property we manage, we plant a tree.`,
      { heading: 'Where we operate' },
      'Hyderabad, Visakhapatnam and the major towns of Andhra Pradesh and Telangana, with more cities to follow.',
      { heading: 'Coming soon: owner and tenant portals' },
      'Owners will be able to see rent statements, maintenance requests and inspection reports online; tenants will be able to pay rent and raise requests from their phones.',
      { heading: 'Frequently asked questions' },
      { heading: 'Do I have to sign a long contract?', level: 3 },
      'No. Management agreements run for the length of the tenancy and can be ended with one month’s notice.',
      { heading: 'Who holds the security deposit?', level: 3 },
      'The deposit is paid to you, the owner, as agreed in the rental agreement. We keep records and handle the move-out settlement.',
      { heading: 'How do I get started?', level: 3 },
      `Call ${SUPPORT_PHONE} or write to ${SUPPORT_EMAIL}. Our team will contact you within 24 hours to arrange a free consultation.`,
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    summary: 'How Gruha collects, uses and protects your personal data.',
    body: [
      'This policy explains what personal data Gruha collects when you use our website and services, why we collect it, and the choices you have. We process personal data in accordance with the Digital Personal Data Protection Act, 2023 and other applicable Indian law.',
      { heading: 'What we collect' },
      {
        list: [
          '**Account details** — name, e-mail address, phone number, city and state, and your role (buyer, seller or agent).',
          '**Verification documents** — for sellers and agents: PAN, ID and address proof, business licence, GST certificate and bank details, as needed to verify you.',
          '**Listings** — the property details, photos and location you publish.',
          '**Activity** — enquiries, tour bookings and saved properties, and technical data such as IP address and browser type used to keep the service secure.',
        ],
      },
      { heading: 'How we use it' },
      'To run your account, publish and verify listings, pass your enquiries and tour requests to the owner or the agent assigned to them, send service messages such as verification codes and booking updates, prevent fraud, and meet legal obligations. We do not sell your personal data.',
      { heading: 'Who sees your data' },
      'Owner contact details are hidden on public listings and shown only to approved agents and to the people you choose to respond to. We share data with service providers who host and operate Gruha for us, under contracts that require them to protect it, and with authorities when the law requires it.',
      { heading: 'Storage and security' },
      'Verification documents are stored privately and are never publicly accessible. Passwords are stored only as salted hashes. We keep data for as long as your account is active and as required by law, then delete or anonymise it.',
      { heading: 'Your rights' },
      'You may access, correct or erase your personal data, withdraw consent, and raise a grievance. Most details can be edited from your profile; for anything else write to us.',
      { heading: 'Contact' },
      `Questions or grievances: ${SUPPORT_EMAIL}, ${SUPPORT_PHONE}, or write to us at ${OFFICE_ADDRESS}.`,
    ],
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    summary: 'The terms that apply when you use Gruha to buy, rent, sell or manage property.',
    body: [
      'By creating an account or using Gruha you agree to these terms. Please read them carefully.',
      { heading: 'Who can use Gruha' },
      'You must be at least 18 years old and able to enter into a binding contract under Indian law. You are responsible for keeping your password safe and for everything done through your account.',
      { heading: 'Listings' },
      'Owners and agents must have the right to list a property and must describe it accurately, with genuine photos and the full price or rent, deposit and maintenance charges. Projects that must be registered under the Real Estate (Regulation and Development) Act, 2016 must show their RERA registration number. We may review, edit for format, or remove any listing, and may suspend accounts that break these terms.',
      { heading: 'Verification' },
      'Sellers and agents are verified before they can list or receive enquiries. Verification reduces risk but is not a guarantee: always inspect the property and check the title, encumbrance certificate and approvals yourself, or with a lawyer, before paying any money.',
      { heading: 'Fees' },
      `Listing is free for property owners. Agents are paid commission on completed deals as set out in their agent agreement. Property management is charged at ${MANAGEMENT_FEE_RANGE} of the monthly rent under a separate agreement. Any other charge will be shown to you before you agree to it.`,
      { heading: 'Enquiries, tours and conduct' },
      'Use enquiries and tour bookings only for genuine interest in a property. Do not post misleading content, harass other users, collect their data, or try to bypass the platform’s security.',
      { heading: 'Liability' },
      'Gruha is a marketplace: agreements to buy, sell or rent are made between the parties. To the extent the law allows, we are not liable for the condition, title or legality of any property, or for losses arising from transactions between users.',
      { heading: 'Governing law' },
      'These terms are governed by the laws of India, and the courts at Hyderabad, Telangana have jurisdiction.',
      { heading: 'Changes and contact' },
      `We may update these terms and will tell you about significant changes by e-mail or on the site. Questions: ${SUPPORT_EMAIL} or ${SUPPORT_PHONE}.`,
    ],
  },
]

export const SEED_POSTS: readonly SeedPost[] = [
  {
    slug: 'investment-tips',
    title: 'Real Estate Investment Tips for Andhra Pradesh and Telangana',
    summary: 'Where growth is coming from, what to check before you buy, and how to think about rental yield in AP and Telangana.',
    category: 'investment',
    published_at: '2024-02-12T09:00:00.000Z',
    body: [
      'Property remains the largest investment most Indian families make. Here is how to approach it in the two Telugu states.',
      { heading: 'Follow infrastructure, not hype' },
      'Prices move ahead of roads, metro lines, IT parks and industrial corridors. In Hyderabad, the Outer Ring Road and the western IT corridor — Gachibowli, Kokapet, Tellapur — have led growth. In Andhra Pradesh, watch Visakhapatnam’s Madhurawada–Bhogapuram stretch near the new airport, and the Vijayawada–Guntur region. Check that a project is actually funded and under construction before you pay a premium for it.',
      { heading: 'Check the paperwork first' },
      {
        list: [
          'RERA registration for apartments and layouts that require it (Telangana RERA or AP RERA).',
          'Layout approval from the right authority — HMDA, VMRDA, APCRDA or DTCP — and building permission for the floors actually built.',
          'A clear title and an encumbrance certificate covering at least the last 30 years.',
          'For agricultural land, the pattadar passbook and land records, and whether conversion for non-agricultural use is permitted.',
        ],
      },
      { heading: 'Be realistic about rental yield' },
      'Residential rental yields in Indian cities are typically 2-4% a year, so a flat bought only for rent rarely beats a fixed deposit on income alone. Commercial space can yield 6-9% but vacancies last longer. Factor in maintenance, property tax and months without a tenant.',
      { heading: 'Plots versus apartments' },
      'Approved plots are simple to own and hold their value well, but earn nothing until you build. Apartments in gated communities rent easily and need little effort. Match the asset to your horizon: plots for ten years or more, ready apartments if you want income soon.',
      { heading: 'Know the costs' },
      'Budget roughly 7-8% on top of the price for stamp duty, transfer duty and registration in Telangana and Andhra Pradesh, plus 1% TDS if the property costs ₹50 lakh or more. Check the current rates with the sub-registrar before you sign.',
    ],
  },
  {
    slug: 'home-buying-guide',
    title: 'Home Buying Guide: From Budget to Registration',
    summary: 'A step-by-step guide for first-time buyers: budget, loan, documents, RERA checks and registration.',
    category: 'buying',
    published_at: '2024-03-04T09:00:00.000Z',
    body: [
      'Buying your first home is exciting and a little daunting. This guide walks through each step, with notes that apply in Hyderabad, Visakhapatnam and Vijayawada.',
      { heading: '1. Set your budget' },
      'Banks lend up to 75-90% of the property value depending on the loan amount, so plan for a down payment of 10-25%, plus registration costs and interiors. Keep your total EMIs under about 40% of your take-home pay.',
      { heading: '2. Get a loan sanctioned early' },
      'An in-principle sanction tells you exactly how much you can borrow and makes you a stronger buyer. Compare the interest rate, processing fees and prepayment terms, not just the EMI.',
      { heading: '3. Shortlist and visit' },
      'Use Gruha’s filters to shortlist by city, budget, bedrooms and facing, then book tours. Visit at different times of day: check traffic, water supply, power backup and the distance to schools and hospitals.',
      { heading: '4. Verify before you commit' },
      {
        list: [
          'Title deed and link documents, and an encumbrance certificate.',
          'RERA registration for under-construction projects, and the promised possession date.',
          'Approved building plan, occupancy certificate for ready homes, and no-dues from the society.',
          'For resale homes, the latest property tax and electricity bills in the seller’s name.',
        ],
      },
      { heading: '5. Agreement, loan and registration' },
      'Sign an agreement of sale, pay the advance by bank transfer only, and complete the loan formalities. The sale deed is registered at the sub-registrar office after stamp duty is paid; both parties and two witnesses attend with ID. Deduct 1% TDS if the price is ₹50 lakh or more.',
      { heading: '6. After registration' },
      'Transfer the electricity connection, property tax and society membership to your name, and keep certified copies of every document in a safe place.',
    ],
  },
  {
    slug: 'renting-checklist',
    title: 'Renting a Home: A Tenant’s Checklist',
    summary: 'What to check before you rent in Hyderabad, Visakhapatnam or Vijayawada — deposit, agreement, and move-in inspection.',
    category: 'renting',
    published_at: '2024-04-18T09:00:00.000Z',
    body: [
      'A little care before you move in saves a lot of trouble when you move out.',
      { heading: 'Before you agree' },
      {
        list: [
          'Confirm the full monthly cost: rent, maintenance, parking and water charges.',
          'Agree the security deposit in writing — two to three months’ rent is usual in Hyderabad and Andhra Pradesh; metros such as Bengaluru often ask for more.',
          'Ask about power backup, water supply timings and the society’s rules on pets, visitors and cooking.',
        ],
      },
      { heading: 'The rental agreement' },
      'Most homes are let on an 11-month agreement. It should name the rent, deposit, notice period, who pays for repairs and the annual rent increase. Many societies and the local police require tenant verification; your landlord or property manager can help.',
      { heading: 'Move-in inspection' },
      'Walk through the home with the owner, note every scratch, stain and broken fitting, and take dated photos. Test taps, switches, geysers and the main door lock. This list is your best protection when the deposit is settled.',
      { heading: 'Pay the right way' },
      'Pay rent by bank transfer or UPI and keep receipts — you will need them to claim house rent allowance. Never pay a deposit before you have seen the home and met the owner or a verified agent.',
    ],
  },
  {
    slug: 'rera-explained',
    title: 'RERA Explained: What Every Homebuyer Should Check',
    summary: 'How the Real Estate (Regulation and Development) Act, 2016 protects buyers, and how to check a project in AP and Telangana.',
    category: 'legal',
    published_at: '2024-05-27T09:00:00.000Z',
    body: [
      'The Real Estate (Regulation and Development) Act, 2016 — RERA — changed the way new projects are sold in India. Here is what it means for you.',
      { heading: 'Which projects must register' },
      'Residential and commercial projects on more than 500 square metres of land, or with more than eight units, must be registered with the state RERA authority before they are advertised or sold. Telangana and Andhra Pradesh each run their own authority and public website.',
      { heading: 'What the registration tells you' },
      {
        list: [
          'The approved plans, the number of units and the promised completion date.',
          'The promoter’s track record and the status of approvals.',
          'Quarterly progress updates that promoters must file.',
        ],
      },
      { heading: 'Protections you get' },
      {
        list: [
          'Most of the money collected from buyers must be kept in a separate account and used for that project.',
          'The promoter cannot take more than 10% of the price as an advance before a registered agreement for sale.',
          'Carpet area is the basis of sale, so you know exactly what you are paying for.',
          'Structural defects reported within five years of possession must be fixed by the promoter at no cost.',
          'If possession is delayed, you can claim interest or a refund.',
        ],
      },
      { heading: 'How to check a project on Gruha' },
      'Listings in RERA-registered projects show the registration number on the property page. Search for that number on the state RERA website and check that the project name, promoter and location match before you pay anything.',
    ],
  },
]

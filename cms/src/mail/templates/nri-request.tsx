import { MANAGEMENT_TYPE_LABELS, formatINR, type ManagementType, type SiteLocale } from '@gruha/shared'
import { Lines, MailLink } from '../layout'
import { defineMail } from '../template'

export type NriRequestMailData = {
  name: string
  email: string
  phone: string | null
  managementType: ManagementType
  title: string
  propertyType: string
  listingType: 'SALE' | 'RENT'
  address: string
  bedrooms: number | null
  bathrooms: number | null
  areaSqft: number | null
  furnishing: string | null
  amenities: string[]
  price: number | null
  monthlyRent: number | null
  securityDeposit: number | null
  description: string | null
  adminUrl: string
}

const MANAGEMENT: Record<SiteLocale, Record<ManagementType, string>> = {
  en: MANAGEMENT_TYPE_LABELS,
  te: { FULL_SERVICE: 'పూర్తి సేవ', RENTAL_ONLY: 'అద్దె నిర్వహణ మాత్రమే', MAINTENANCE_ONLY: 'నిర్వహణ మాత్రమే', CONSULTATION: 'సంప్రదింపు' },
  hi: { FULL_SERVICE: 'पूर्ण सेवा', RENTAL_ONLY: 'केवल किराया प्रबंधन', MAINTENANCE_ONLY: 'केवल रखरखाव', CONSULTATION: 'परामर्श' },
}

type Words = {
  asked: (d: NriRequestMailData, contact: string) => string
  property: (d: NriRequestMailData) => string
  address: string
  bedrooms: string
  bathrooms: string
  area: string
  sqft: string
  furnishing: string
  amenities: string
  price: string
  rent: string
  deposit: string
  callBack: string
  request: string
}

const WORDS: Record<SiteLocale, Words> = {
  en: {
    asked: (d, contact) => `${d.name} (${contact}) asked for ${MANAGEMENT.en[d.managementType]}.`,
    property: (d) => `Property: ${d.title} (${d.propertyType}, for ${d.listingType === 'SALE' ? 'sale' : 'rent'})`,
    address: 'Address',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    area: 'Area',
    sqft: 'sq ft',
    furnishing: 'Furnishing',
    amenities: 'Amenities',
    price: 'Expected price',
    rent: 'Expected rent',
    deposit: 'Security deposit',
    callBack: 'Please contact the owner within 24 hours.',
    request: 'Request',
  },
  te: {
    asked: (d, contact) => `${d.name} (${contact}) ${MANAGEMENT.te[d.managementType]} కోరారు.`,
    property: (d) => `ఆస్తి: ${d.title} (${d.propertyType}, ${d.listingType === 'SALE' ? 'అమ్మకానికి' : 'అద్దెకు'})`,
    address: 'చిరునామా',
    bedrooms: 'పడక గదులు',
    bathrooms: 'స్నానాల గదులు',
    area: 'విస్తీర్ణం',
    sqft: 'చ.అ.',
    furnishing: 'ఫర్నిషింగ్',
    amenities: 'సౌకర్యాలు',
    price: 'ఆశించిన ధర',
    rent: 'ఆశించిన అద్దె',
    deposit: 'సెక్యూరిటీ డిపాజిట్',
    callBack: 'దయచేసి 24 గంటల్లో యజమానిని సంప్రదించండి.',
    request: 'అభ్యర్థన',
  },
  hi: {
    asked: (d, contact) => `${d.name} (${contact}) ने ${MANAGEMENT.hi[d.managementType]} का अनुरोध किया है।`,
    property: (d) => `संपत्ति: ${d.title} (${d.propertyType}, ${d.listingType === 'SALE' ? 'बिक्री के लिए' : 'किराये के लिए'})`,
    address: 'पता',
    bedrooms: 'बेडरूम',
    bathrooms: 'बाथरूम',
    area: 'क्षेत्रफल',
    sqft: 'वर्ग फ़ुट',
    furnishing: 'फ़र्निशिंग',
    amenities: 'सुविधाएँ',
    price: 'अपेक्षित कीमत',
    rent: 'अपेक्षित किराया',
    deposit: 'सिक्योरिटी डिपॉज़िट',
    callBack: 'कृपया 24 घंटे के भीतर मालिक से संपर्क करें।',
    request: 'अनुरोध',
  },
}

/** The facts of the request, one per line, in the recipient's language. */
function details(d: NriRequestMailData, locale: SiteLocale): string {
  const w = WORDS[locale]
  const money = (label: string, v: number | null) => (typeof v === 'number' ? `${label}: ${formatINR(v, locale)}` : null)
  return [
    w.property(d),
    `${w.address}: ${d.address}`,
    d.bedrooms ? `${w.bedrooms}: ${d.bedrooms}` : null,
    d.bathrooms ? `${w.bathrooms}: ${d.bathrooms}` : null,
    d.areaSqft ? `${w.area}: ${d.areaSqft} ${w.sqft}` : null,
    d.furnishing ? `${w.furnishing}: ${d.furnishing}` : null,
    d.amenities.length ? `${w.amenities}: ${d.amenities.join(', ')}` : null,
    money(w.price, d.price),
    money(w.rent, d.monthlyRent),
    money(w.deposit, d.securityDeposit),
  ]
    .filter((l) => l !== null)
    .join('\n')
}

const copyFor = (locale: SiteLocale) => ({
  paragraphs: (d: NriRequestMailData) => [
    WORDS[locale].asked(d, `${d.email}${d.phone ? `, ${d.phone}` : ''}`),
    <Lines text={details(d, locale)} />,
    d.description && <Lines text={d.description} />,
    <>
      {WORDS[locale].callBack}
      <br />
      {WORDS[locale].request}: <MailLink href={d.adminUrl}>{d.adminUrl}</MailLink>
    </>,
  ],
})

/** NRI property management intake, to the team's mailbox. */
export const nriRequest = defineMail<NriRequestMailData>({
  sample: {
    name: 'Srinivas Rao',
    email: 'srinivas@example.com',
    phone: '+1 415 555 0100',
    managementType: 'FULL_SERVICE',
    title: 'Independent house in Vijayawada',
    propertyType: 'House',
    listingType: 'RENT',
    address: 'Benz Circle, Vijayawada, Krishna, Andhra Pradesh, 520010',
    bedrooms: 3,
    bathrooms: 2,
    areaSqft: 1800,
    furnishing: 'semi_furnished',
    amenities: ['Parking', 'Power backup'],
    price: null,
    monthlyRent: 25000,
    securityDeposit: 100000,
    description: 'Tenants moving out in January.',
    adminUrl: 'https://gruha.example/admin#/nri-requests/4',
  },
  copy: {
    en: { subject: (d) => `NRI property management request: ${d.title}`, ...copyFor('en') },
    te: { subject: (d) => `NRI ఆస్తి నిర్వహణ అభ్యర్థన: ${d.title}`, ...copyFor('te') },
    hi: { subject: (d) => `NRI संपत्ति प्रबंधन अनुरोध: ${d.title}`, ...copyFor('hi') },
  },
})

import { formatCompactINR, formatRent, type SiteLocale } from '@gruha/shared'
import { MailLink } from '../layout'
import { defineMail, type MailCopy } from '../template'

export type SearchAlertListing = {
  title: string
  url: string
  listingType: 'SALE' | 'RENT'
  price: number | null
  monthlyRent: number | null
  city: string
}

export type SearchAlertData = { searchName: string; listings: SearchAlertListing[]; manageUrl: string; unsubscribeUrl: string }

type Words = {
  subject: (n: number, name: string) => string
  intro: (name: string) => string
  manage: string
  unsubscribe: string
  why: string
}

const WORDS: Record<SiteLocale, Words> = {
  en: {
    subject: (n, name) => `${n} new ${n === 1 ? 'listing' : 'listings'} for “${name}” on Gruha`,
    intro: (name) => `New listings matching your saved search “${name}”:`,
    manage: 'Manage your saved searches',
    unsubscribe: 'Stop these alerts',
    why: 'You get this e-mail because you saved this search on Gruha.',
  },
  te: {
    subject: (n, name) => `Gruhaలో “${name}” కోసం ${n} కొత్త ప్రాపర్టీలు`,
    intro: (name) => `మీరు సేవ్ చేసిన శోధన “${name}”కు సరిపోయే కొత్త ప్రాపర్టీలు:`,
    manage: 'మీ సేవ్ చేసిన శోధనలను నిర్వహించండి',
    unsubscribe: 'ఈ హెచ్చరికలను ఆపండి',
    why: 'మీరు ఈ శోధనను Gruhaలో సేవ్ చేసినందున ఈ ఇమెయిల్ వచ్చింది.',
  },
  hi: {
    subject: (n, name) => `Gruha पर “${name}” के लिए ${n} नई प्रॉपर्टी`,
    intro: (name) => `आपकी सहेजी गई खोज “${name}” से मेल खाती नई प्रॉपर्टी:`,
    manage: 'अपनी सहेजी गई खोजें प्रबंधित करें',
    unsubscribe: 'ये अलर्ट बंद करें',
    why: 'आपको यह ईमेल इसलिए मिला क्योंकि आपने Gruha पर यह खोज सहेजी है।',
  },
}

/** One language's wording: the listings with their price in that language's lakh/crore words. */
function copyIn(locale: SiteLocale): MailCopy<SearchAlertData> {
  const w = WORDS[locale]
  const price = (l: SearchAlertListing) =>
    l.listingType === 'RENT' ? formatRent(l.monthlyRent, locale) : formatCompactINR(l.price, locale)
  return {
    subject: (d) => w.subject(d.listings.length, d.searchName),
    paragraphs: (d) => [
      w.intro(d.searchName),
      ...d.listings.map((l) => (
        <>
          <MailLink href={l.url}>{l.title}</MailLink> · {price(l)} · {l.city}
        </>
      )),
      <>
        <MailLink href={d.manageUrl}>{w.manage}</MailLink> · <MailLink href={d.unsubscribeUrl}>{w.unsubscribe}</MailLink>
      </>,
      w.why,
    ],
  }
}

/** Saved-search alerts (issue 24): only listings not sent before, in the member's language. */
export const searchAlert = defineMail<SearchAlertData>({
  sample: {
    searchName: 'Villas in Gachibowli',
    listings: [
      {
        title: '4 BHK villa',
        url: 'https://gruha.example/property/4-bhk-villa',
        listingType: 'SALE',
        price: 12_500_000,
        monthlyRent: null,
        city: 'Hyderabad',
      },
    ],
    manageUrl: 'https://gruha.example/saved-searches',
    unsubscribeUrl: 'https://gruha.example/saved-searches/unsubscribe?id=1&token=sample',
  },
  copy: { en: copyIn('en'), te: copyIn('te'), hi: copyIn('hi') },
})

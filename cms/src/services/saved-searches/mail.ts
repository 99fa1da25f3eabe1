import { formatCompactINR, formatRent, type SiteLocale } from '@gruha/shared'
import { escapeHtml } from '../mail/html'

export type AlertListing = {
  title: string
  url: string
  listingType: 'SALE' | 'RENT'
  price: number | null
  monthlyRent: number | null
  city: string
}

const TEXT: Record<
  SiteLocale,
  { subject: (n: number, name: string) => string; intro: (name: string) => string; manage: string; unsubscribe: string; why: string }
> = {
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

/**
 * The saved-search alert e-mail in the member's language (en/te/hi). Kept in one function so the
 * lead can move it into the mail module's templates.
 */
export function searchAlertMail(input: {
  locale: SiteLocale
  searchName: string
  listings: AlertListing[]
  manageUrl: string
  unsubscribeUrl: string
}): { subject: string; html: string; text: string } {
  const t = TEXT[input.locale] ?? TEXT.en
  const price = (l: AlertListing) =>
    l.listingType === 'RENT' ? formatRent(l.monthlyRent, input.locale) : formatCompactINR(l.price, input.locale)
  const items = input.listings
    .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a> · ${escapeHtml(price(l))} · ${escapeHtml(l.city)}</li>`)
    .join('')
  const html =
    `<p>${escapeHtml(t.intro(input.searchName))}</p><ul>${items}</ul>` +
    `<p><a href="${escapeHtml(input.manageUrl)}">${escapeHtml(t.manage)}</a> · <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></p>` +
    `<p style="color:#5b6775;font-size:12px">${escapeHtml(t.why)}</p>`
  const text = [
    t.intro(input.searchName),
    '',
    ...input.listings.map((l) => `- ${l.title} · ${price(l)} · ${l.city}\n  ${l.url}`),
    '',
    `${t.manage}: ${input.manageUrl}`,
    `${t.unsubscribe}: ${input.unsubscribeUrl}`,
    '',
    t.why,
  ].join('\n')
  return { subject: t.subject(input.listings.length, input.searchName), html, text }
}

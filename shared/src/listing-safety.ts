/**
 * Trust and safety rules shared by the cms hooks, the site's forms and the console (issue 23):
 * member quotas' defaults, contact details in listing text, and the messages for both.
 */

/** Site-settings `member_quotas` defaults: far above what a real member does in a day. */
export const QUOTA_DEFAULTS = {
  uploads_per_day: 100,
  upload_mb_per_day: 200,
  listings_per_day_verified: 20,
  listings_per_day_unverified: 5,
  private_documents: 25,
} as const

export type MemberQuota = keyof typeof QUOTA_DEFAULTS

/** (not in spec) What members read when a trust rule refuses them (translated by the site: its `site-texts.ts`). */
export const TRUST_MESSAGES = {
  contactInText:
    'Please remove phone numbers and e-mail addresses. Buyers reach you through Gruha, which keeps your contact details private.',
  uploadsPerDay: 'You have uploaded the most files allowed in one day. Please try again tomorrow; your earlier files are kept.',
  uploadBytesPerDay: 'You have uploaded the most data allowed in one day. Please try again tomorrow; your earlier files are kept.',
  listingsPerDay: 'You have added the most listings allowed in one day. Please try again tomorrow; your earlier listings are kept.',
  privateDocuments: 'You have stored the most private documents allowed. Delete one you no longer need to upload another.',
  blockedByRecipient: 'This owner or agent is not taking enquiries from you on Gruha.',
  cannotBlockSelf: 'You cannot mark yourself as spam.',
  alreadyBlocked: 'You have already marked this member as spam.',
} as const

/** (not in spec) The answers to Mark as spam and its undo on the site's enquiry inboxes. */
export const SPAM_MESSAGES = {
  marked: 'Marked as spam. This member can no longer send you enquiries, tour requests or messages.',
  unmarked: 'Spam mark removed. This member can contact you again.',
  failed: 'Could not update the spam mark. Please try again.',
} as const

const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
}

/** Telugu and Devanagari digits, and spelled-out English digits, as ASCII digits. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\u0c66-\u0c6f]/g, (d) => String(d.charCodeAt(0) - 0x0c66))
    .replace(/\b(zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/gi, (w) => NUMBER_WORDS[w.toLowerCase()]!)
}

/** Digits joined by separators people use to write numbers: space, dot, hyphen, slash, brackets. */
const DIGIT_RUN = /\+?\d(?:[\s.\-/()_*]{0,3}\d){9,}/g

/**
 * A run of digits that holds an Indian mobile (10 digits from 6-9, whatever is written around it:
 * +91, 0, or more digits run on) or an STD landline (0 + 10 digits).
 */
function isIndianPhone(digits: string): boolean {
  return /[6-9]\d{9}/.test(digits) || /0[1-9]\d{9}/.test(digits)
}

const EMAIL =
  /[a-z0-9._%+-]+\s*(?:@|\[at\]|\(at\)|\{at\}|\s+at\s+)\s*[a-z0-9-]+(?:\s*(?:\.|\[dot\]|\(dot\)|\{dot\}|\s+dot\s+)\s*[a-z0-9-]+)*\s*(?:\.|\[dot\]|\(dot\)|\{dot\}|\s+dot\s+)\s*(?:com|in|net|org|co|info|biz|me|io)\b/i
const PLAIN_EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/i

/** True when `text` holds a phone number (Indian formats, written with separators or in words) or an e-mail address. */
export function hasContactDetails(text: string | null | undefined): boolean {
  if (!text) return false
  if (PLAIN_EMAIL.test(text) || EMAIL.test(text)) return true
  const normalized = asciiDigits(text)
  for (const match of normalized.matchAll(DIGIT_RUN)) {
    if (isIndianPhone(match[0].replace(/\D/g, ''))) return true
  }
  return false
}

export type ListingText = {
  title?: string | null
  description?: string | null
  sections?: readonly { title?: string | null; content?: string | null }[] | null
}

/** The listing's text fields that hold contact details: 'title', 'description', 'sections'. */
export function fieldsWithContactDetails(listing: ListingText): ('title' | 'description' | 'sections')[] {
  const out: ('title' | 'description' | 'sections')[] = []
  if (hasContactDetails(listing.title)) out.push('title')
  if (hasContactDetails(listing.description)) out.push('description')
  if ((listing.sections ?? []).some((s) => hasContactDetails(s?.title) || hasContactDetails(s?.content))) out.push('sections')
  return out
}

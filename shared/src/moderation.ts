/**
 * Reports and moderation (issue 23, items 3 and 5): what a member may report, why a listing is held,
 * the moderation queue's statuses and actions, and their English messages (translated where shown).
 */

/** What a member can report. */
export const REPORT_TARGET_TYPES = ['property', 'agent'] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

/** Why a listing is reported (issue 23 §5). */
export const LISTING_REPORT_REASONS = [
  'fake',
  'sold_or_let',
  'wrong_details',
  'broker_as_owner',
  'money_before_visit',
  'discriminatory',
  'other',
] as const
/** Why an agent is reported. */
export const AGENT_REPORT_REASONS = ['fake', 'money_before_visit', 'discriminatory', 'other'] as const
export const REPORT_REASONS = LISTING_REPORT_REASONS
export type ReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake: 'Fake listing',
  sold_or_let: 'Already sold or let',
  wrong_details: 'Wrong price or details',
  broker_as_owner: 'Broker posing as owner',
  money_before_visit: 'Asked for money before a visit',
  discriminatory: 'Discriminatory',
  other: 'Other',
}

export const REPORT_NOTE_MAX_LENGTH = 1000

/** Why a moderation case was opened: members' reports, or one of the automatic checks. */
export const MODERATION_FLAGS = ['reported', 'duplicate_photos', 'duplicate_text', 'same_address_low_price', 'discriminatory_text'] as const
export type ModerationFlag = (typeof MODERATION_FLAGS)[number]

export const MODERATION_FLAG_LABELS: Record<ModerationFlag, string> = {
  reported: 'Reported by members',
  duplicate_photos: 'Photos match another owner’s listing',
  duplicate_text: 'Text matches another owner’s listing',
  same_address_low_price: 'Same address at a much lower price',
  discriminatory_text: 'Discriminatory wording',
}

/** A case is open until an admin acts on it; the action is its closing status. */
export const MODERATION_STATUSES = ['open', 'dismissed', 'fix_requested', 'unpublished', 'suspended'] as const
export type ModerationStatus = (typeof MODERATION_STATUSES)[number]
export const MODERATION_ACTIONS = ['dismiss', 'request_fix', 'unpublish', 'suspend'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]
export const MODERATION_ACTION_STATUS: Record<ModerationAction, Exclude<ModerationStatus, 'open'>> = {
  dismiss: 'dismissed',
  request_fix: 'fix_requested',
  unpublish: 'unpublished',
  suspend: 'suspended',
}

/**
 * Duplicate and clone thresholds (docs/decisions/0012-trust-c-duplicates-and-moderation.md): photos
 * whose 64-bit perceptual hashes differ in at most this many bits are the same picture.
 */
export const PHOTO_HASH_MAX_DISTANCE = 10
/** pg_trgm similarity of title + description at or above which two listings' texts are the same text. */
export const TEXT_SIMILARITY_MIN = 0.7
/** Shorter texts (title + description) are boilerplate, not evidence of a copy. */
export const TEXT_SIMILARITY_MIN_LENGTH = 80
/** Same address, and a price per sq ft (or the price, without an area) below this share of the other's. */
export const LOW_PRICE_RATIO = 0.6
/** Default for the site setting: distinct reports that hold a listing for review. */
export const REPORT_HOLD_THRESHOLD_DEFAULT = 3

/**
 * The default list of discriminatory phrases (site setting, admin-editable): exclusions by religion,
 * caste, community, diet, marital status, gender or region that Indian rental and sale listings carry.
 * Matched case-insensitively on words, with spaces and punctuation folded.
 */
export const DEFAULT_DISCRIMINATORY_PHRASES = [
  'only vegetarians',
  'vegetarians only',
  'veg only',
  'only veg',
  'pure veg families only',
  'non veg not allowed',
  'non-vegetarians not allowed',
  'no non veg',
  'no muslims',
  'muslims not allowed',
  'no christians',
  'christians not allowed',
  'hindus only',
  'only hindus',
  'only brahmins',
  'brahmins only',
  'only jains',
  'jains only',
  'no sc/st',
  'sc st not allowed',
  'same caste only',
  'same community only',
  'bachelors not allowed',
  'no bachelors',
  'only families',
  'family only',
  'married couples only',
  'no single women',
  'no single ladies',
  'no unmarried couples',
  'no north indians',
  'no south indians',
  'locals only',
  'only telugu people',
  'no foreigners',
] as const

export const MODERATION_MESSAGES = {
  signInToReport: 'Please sign in to report.',
  reported: 'Thank you. Our team will review your report.',
  alreadyReported: 'You have already reported this. Our team is reviewing it.',
  ownTarget: 'You cannot report your own listing or profile.',
  reasonRequired: 'Please choose a reason.',
  noteTooLong: `Please keep the note under ${REPORT_NOTE_MAX_LENGTH} characters.`,
  targetNotFound: 'This listing or agent was not found.',
  alreadyDecided: 'This case has already been decided.',
  noteRequired: 'Please write a note for the owner.',
  noOwner: 'This listing has no owner to contact or suspend.',
  notAListing: 'This action applies to listings only.',
  held: 'Your listing is held for review by our team.',
  takenDown: 'This listing was taken down by our team and cannot be published again.',
  decided: {
    dismiss: 'Case dismissed.',
    request_fix: 'The owner has been asked to fix the listing.',
    unpublish: 'Listing unpublished.',
    suspend: 'Owner suspended.',
  } satisfies Record<ModerationAction, string>,
} as const

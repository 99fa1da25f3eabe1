import type { BookingStatus, SiteLocale } from '@gruha/shared'
import { BOOKING_STATUS_LABELS } from '@gruha/shared'
import { defineMail } from '../template'

export type BookingStatusData = { title: string; status: BookingStatus; when: string }

const STATUS: Record<SiteLocale, Record<BookingStatus, string>> = {
  en: BOOKING_STATUS_LABELS,
  te: { pending: 'పెండింగ్', confirmed: 'నిర్ధారించబడింది', cancelled: 'రద్దు చేయబడింది', completed: 'పూర్తయింది' },
  hi: { pending: 'लंबित', confirmed: 'पुष्ट', cancelled: 'रद्द', completed: 'पूर्ण' },
}

/** The customer's tour was confirmed, declined or completed by someone else. */
export const bookingStatus = defineMail<BookingStatusData>({
  sample: { title: '3 BHK flat in Gachibowli', status: 'confirmed', when: '29/11/2026 10:30' },
  copy: {
    en: {
      subject: (d) => `Tour ${STATUS.en[d.status].toLowerCase()}: ${d.title}`,
      paragraphs: (d) => [`Your tour of "${d.title}" on ${d.when} is now ${STATUS.en[d.status]}.`],
    },
    te: {
      subject: (d) => `సందర్శన ${STATUS.te[d.status]}: ${d.title}`,
      paragraphs: (d) => [`${d.when} న "${d.title}" సందర్శన ఇప్పుడు ${STATUS.te[d.status]}.`],
    },
    hi: {
      subject: (d) => `विज़िट ${STATUS.hi[d.status]}: ${d.title}`,
      paragraphs: (d) => [`${d.when} को "${d.title}" की आपकी विज़िट अब ${STATUS.hi[d.status]} है।`],
    },
  },
})

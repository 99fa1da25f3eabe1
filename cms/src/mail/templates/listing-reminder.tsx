import { MailLink } from '../layout'
import { defineMail } from '../template'

export type ListingReminderData = { name: string; title: string; link: string; expiresOn: string }

/**
 * Freshness (issue 23): a listing nobody confirms expires; its owner is asked first. The link opens a
 * page with a Confirm button, so opening it changes nothing.
 */
export const listingReminder = defineMail<ListingReminderData>({
  sample: {
    name: 'Ravi Kumar',
    title: '3 BHK flat in Gachibowli',
    link: 'https://gruha.example/listing-confirm?token=sample',
    expiresOn: '26/01/2027',
  },
  copy: {
    en: {
      subject: (d) => `Is "${d.title}" still available?`,
      paragraphs: (d) => [
        `Hello ${d.name},`,
        `Your listing "${d.title}" on Gruha expires on ${d.expiresOn}, because listings nobody confirms are taken down.`,
        'If it is still available, open the link below and press Confirm. You do not need to sign in.',
        'If it has been sold or let, you need not do anything.',
        <MailLink href={d.link}>Yes, it is still available</MailLink>,
      ],
    },
    te: {
      subject: (d) => `"${d.title}" ఇంకా అందుబాటులో ఉందా?`,
      paragraphs: (d) => [
        `నమస్కారం ${d.name},`,
        `Gruhaలో మీ లిస్టింగ్ "${d.title}" ${d.expiresOn}న గడువు ముగుస్తుంది, ఎందుకంటే ఎవరూ నిర్ధారించని లిస్టింగ్‌లు తీసివేయబడతాయి.`,
        'ఇది ఇంకా అందుబాటులో ఉంటే, కింది లింక్‌ను తెరిచి నిర్ధారించు నొక్కండి. సైన్ ఇన్ అవసరం లేదు.',
        'ఇది అమ్ముడైతే లేదా అద్దెకు ఇచ్చి ఉంటే, మీరు ఏమీ చేయనవసరం లేదు.',
        <MailLink href={d.link}>అవును, ఇంకా అందుబాటులో ఉంది</MailLink>,
      ],
    },
    hi: {
      subject: (d) => `क्या "${d.title}" अभी भी उपलब्ध है?`,
      paragraphs: (d) => [
        `नमस्ते ${d.name},`,
        `Gruha पर आपकी लिस्टिंग "${d.title}" ${d.expiresOn} को समाप्त हो जाएगी, क्योंकि जिन लिस्टिंग की पुष्टि कोई नहीं करता वे हटा दी जाती हैं।`,
        'अगर यह अभी भी उपलब्ध है, तो नीचे दिया लिंक खोलें और पुष्टि करें दबाएँ। साइन इन की ज़रूरत नहीं है।',
        'अगर यह बिक गई है या किराये पर दे दी गई है, तो आपको कुछ करने की ज़रूरत नहीं है।',
        <MailLink href={d.link}>हाँ, यह अभी भी उपलब्ध है</MailLink>,
      ],
    },
  },
})

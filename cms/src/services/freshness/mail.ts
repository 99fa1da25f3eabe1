import type { SiteLocale } from '@gruha/shared'
import { escapeHtml } from '../mail/html'

/**
 * The expiry reminder in English, Telugu and Hindi (the lead moves it into the mail module). The
 * link opens a page with a Confirm button: opening it changes nothing.
 */
export function listingReminderEmail(
  locale: SiteLocale,
  options: { name: string; title: string; link: string; expiresOn: string },
): { subject: string; html: string; text: string } {
  const { name, title, link, expiresOn } = options
  const texts: Record<SiteLocale, { subject: string; lines: string[]; button: string }> = {
    en: {
      subject: `Is "${title}" still available?`,
      lines: [
        `Hello ${name},`,
        `Your listing "${title}" on Gruha expires on ${expiresOn}, because listings nobody confirms are taken down.`,
        'If it is still available, open the link below and press Confirm. You do not need to sign in.',
        'If it has been sold or let, you need not do anything.',
      ],
      button: 'Yes, it is still available',
    },
    te: {
      subject: `"${title}" ఇంకా అందుబాటులో ఉందా?`,
      lines: [
        `నమస్కారం ${name},`,
        `Gruhaలో మీ లిస్టింగ్ "${title}" ${expiresOn}న గడువు ముగుస్తుంది, ఎందుకంటే ఎవరూ నిర్ధారించని లిస్టింగ్‌లు తీసివేయబడతాయి.`,
        'ఇది ఇంకా అందుబాటులో ఉంటే, కింది లింక్‌ను తెరిచి నిర్ధారించు నొక్కండి. సైన్ ఇన్ అవసరం లేదు.',
        'ఇది అమ్ముడైతే లేదా అద్దెకు ఇచ్చి ఉంటే, మీరు ఏమీ చేయనవసరం లేదు.',
      ],
      button: 'అవును, ఇంకా అందుబాటులో ఉంది',
    },
    hi: {
      subject: `क्या "${title}" अभी भी उपलब्ध है?`,
      lines: [
        `नमस्ते ${name},`,
        `Gruha पर आपकी लिस्टिंग "${title}" ${expiresOn} को समाप्त हो जाएगी, क्योंकि जिन लिस्टिंग की पुष्टि कोई नहीं करता वे हटा दी जाती हैं।`,
        'अगर यह अभी भी उपलब्ध है, तो नीचे दिया लिंक खोलें और पुष्टि करें दबाएँ। साइन इन की ज़रूरत नहीं है।',
        'अगर यह बिक गई है या किराये पर दे दी गई है, तो आपको कुछ करने की ज़रूरत नहीं है।',
      ],
      button: 'हाँ, यह अभी भी उपलब्ध है',
    },
  }
  const t = texts[locale] ?? texts.en
  return {
    subject: t.subject,
    text: [...t.lines, `${t.button}: ${link}`].join('\n\n'),
    html: t.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') + `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>`,
  }
}

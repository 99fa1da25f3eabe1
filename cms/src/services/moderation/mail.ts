import type { ModerationAction, SiteLocale } from '@gruha/shared'
import { escapeHtml } from '../mail/html'

/** The moderation e-mails, sent by the `sendModerationMail` job (the lead moves them into the mail module). */
export type ModerationMail =
  { kind: 'fix_requested'; title: string; note: string } | { kind: 'outcome'; action: ModerationAction; title: string }

type Copy = {
  fixSubject: (title: string) => string
  fixIntro: (title: string) => string
  fixNoteLabel: string
  fixOutro: string
  outcomeSubject: (title: string) => string
  outcomeIntro: (title: string) => string
  outcome: Record<ModerationAction, string>
  signOff: string
}

const COPY: Record<SiteLocale, Copy> = {
  en: {
    fixSubject: (t) => `Please fix your listing: ${t}`,
    fixIntro: (t) => `Our team reviewed your listing "${t}" and asks you to correct it before it can stay on Gruha.`,
    fixNoteLabel: 'What to fix:',
    fixOutro: 'Edit the listing from My Properties. Our team will look at it again.',
    outcomeSubject: (t) => `Your report: ${t}`,
    outcomeIntro: (t) => `Thank you for reporting "${t}". Our team has reviewed it.`,
    outcome: {
      dismiss: 'We found nothing that breaks our rules, so it stays as it is.',
      request_fix: 'We have asked the owner to correct it.',
      unpublish: 'We have taken it off Gruha.',
      suspend: 'We have taken it off Gruha and suspended the account behind it.',
    },
    signOff: 'The Gruha team',
  },
  te: {
    fixSubject: (t) => `దయచేసి మీ ప్రకటనను సరిచేయండి: ${t}`,
    fixIntro: (t) => `మా బృందం మీ ప్రకటన "${t}" ను పరిశీలించింది. అది గృహలో కొనసాగాలంటే దాన్ని సరిచేయమని కోరుతోంది.`,
    fixNoteLabel: 'సరిచేయవలసినది:',
    fixOutro: 'నా ఆస్తులు నుండి ప్రకటనను సవరించండి. మా బృందం దాన్ని మళ్లీ పరిశీలిస్తుంది.',
    outcomeSubject: (t) => `మీ ఫిర్యాదు: ${t}`,
    outcomeIntro: (t) => `"${t}" గురించి ఫిర్యాదు చేసినందుకు ధన్యవాదాలు. మా బృందం దాన్ని పరిశీలించింది.`,
    outcome: {
      dismiss: 'మా నియమాలను ఉల్లంఘించేది ఏదీ కనబడలేదు, కాబట్టి అది అలాగే ఉంటుంది.',
      request_fix: 'దాన్ని సరిచేయమని యజమానిని కోరాము.',
      unpublish: 'దాన్ని గృహ నుండి తొలగించాము.',
      suspend: 'దాన్ని గృహ నుండి తొలగించి, దాని వెనుక ఉన్న ఖాతాను నిలిపివేశాము.',
    },
    signOff: 'గృహ బృందం',
  },
  hi: {
    fixSubject: (t) => `कृपया अपनी लिस्टिंग ठीक करें: ${t}`,
    fixIntro: (t) => `हमारी टीम ने आपकी लिस्टिंग "${t}" की समीक्षा की है और गृहा पर बने रहने के लिए इसे ठीक करने को कहा है।`,
    fixNoteLabel: 'क्या ठीक करना है:',
    fixOutro: 'मेरी संपत्तियाँ से लिस्टिंग संपादित करें। हमारी टीम इसे फिर से देखेगी।',
    outcomeSubject: (t) => `आपकी रिपोर्ट: ${t}`,
    outcomeIntro: (t) => `"${t}" की रिपोर्ट करने के लिए धन्यवाद। हमारी टीम ने इसकी समीक्षा की है।`,
    outcome: {
      dismiss: 'हमें कुछ भी नियमों के विरुद्ध नहीं मिला, इसलिए यह जैसी है वैसी ही रहेगी।',
      request_fix: 'हमने मालिक से इसे ठीक करने को कहा है।',
      unpublish: 'हमने इसे गृहा से हटा दिया है।',
      suspend: 'हमने इसे गृहा से हटा दिया है और इसके पीछे का खाता निलंबित कर दिया है।',
    },
    signOff: 'गृहा टीम',
  },
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`

/** Subject and HTML of one moderation e-mail in `locale`. */
export function moderationMail(mail: ModerationMail, locale: SiteLocale): { subject: string; html: string } {
  const c = COPY[locale] ?? COPY.en
  if (mail.kind === 'fix_requested') {
    return {
      subject: c.fixSubject(mail.title),
      html: [p(c.fixIntro(mail.title)), p(c.fixNoteLabel), `<blockquote>${p(mail.note)}</blockquote>`, p(c.fixOutro), p(c.signOff)].join(
        '',
      ),
    }
  }
  return {
    subject: c.outcomeSubject(mail.title),
    html: [p(c.outcomeIntro(mail.title)), p(c.outcome[mail.action]), p(c.signOff)].join(''),
  }
}

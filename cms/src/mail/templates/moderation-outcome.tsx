import type { ModerationAction } from '@gruha/shared'
import { defineMail } from '../template'

export type ModerationOutcomeData = { title: string; action: ModerationAction }

/** Moderation (issue 23): every reporter is told what the team decided. */
export const moderationOutcome = defineMail<ModerationOutcomeData>({
  sample: { title: '3 BHK flat in Gachibowli', action: 'unpublish' },
  copy: {
    en: {
      subject: (d) => `Your report: ${d.title}`,
      paragraphs: (d) => [
        `Thank you for reporting "${d.title}". Our team has reviewed it.`,
        {
          dismiss: 'We found nothing that breaks our rules, so it stays as it is.',
          request_fix: 'We have asked the owner to correct it.',
          unpublish: 'We have taken it off Gruha.',
          suspend: 'We have taken it off Gruha and suspended the account behind it.',
        }[d.action],
        'The Gruha team',
      ],
    },
    te: {
      subject: (d) => `మీ ఫిర్యాదు: ${d.title}`,
      paragraphs: (d) => [
        `"${d.title}" గురించి ఫిర్యాదు చేసినందుకు ధన్యవాదాలు. మా బృందం దాన్ని పరిశీలించింది.`,
        {
          dismiss: 'మా నియమాలను ఉల్లంఘించేది ఏదీ కనబడలేదు, కాబట్టి అది అలాగే ఉంటుంది.',
          request_fix: 'దాన్ని సరిచేయమని యజమానిని కోరాము.',
          unpublish: 'దాన్ని గృహ నుండి తొలగించాము.',
          suspend: 'దాన్ని గృహ నుండి తొలగించి, దాని వెనుక ఉన్న ఖాతాను నిలిపివేశాము.',
        }[d.action],
        'గృహ బృందం',
      ],
    },
    hi: {
      subject: (d) => `आपकी रिपोर्ट: ${d.title}`,
      paragraphs: (d) => [
        `"${d.title}" की रिपोर्ट करने के लिए धन्यवाद। हमारी टीम ने इसकी समीक्षा की है।`,
        {
          dismiss: 'हमें कुछ भी नियमों के विरुद्ध नहीं मिला, इसलिए यह जैसी है वैसी ही रहेगी।',
          request_fix: 'हमने मालिक से इसे ठीक करने को कहा है।',
          unpublish: 'हमने इसे गृहा से हटा दिया है।',
          suspend: 'हमने इसे गृहा से हटा दिया है और इसके पीछे का खाता निलंबित कर दिया है।',
        }[d.action],
        'गृहा टीम',
      ],
    },
  },
})

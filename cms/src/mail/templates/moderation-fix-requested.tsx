import { Lines } from '../layout'
import { defineMail } from '../template'

export type ModerationFixRequestedData = { title: string; note: string }

/** Moderation (issue 23): an admin asks the owner to correct a reported or held listing. */
export const moderationFixRequested = defineMail<ModerationFixRequestedData>({
  sample: { title: '3 BHK flat in Gachibowli', note: 'The price says 45 lakh but the description says 54 lakh.' },
  copy: {
    en: {
      subject: (d) => `Please fix your listing: ${d.title}`,
      paragraphs: (d) => [
        `Our team reviewed your listing "${d.title}" and asks you to correct it before it can stay on Gruha.`,
        'What to fix:',
        <Lines text={d.note} />,
        'Edit the listing from My Properties. Our team will look at it again.',
        'The Gruha team',
      ],
    },
    te: {
      subject: (d) => `దయచేసి మీ ప్రకటనను సరిచేయండి: ${d.title}`,
      paragraphs: (d) => [
        `మా బృందం మీ ప్రకటన "${d.title}" ను పరిశీలించింది. అది గృహలో కొనసాగాలంటే దాన్ని సరిచేయమని కోరుతోంది.`,
        'సరిచేయవలసినది:',
        <Lines text={d.note} />,
        'నా ఆస్తులు నుండి ప్రకటనను సవరించండి. మా బృందం దాన్ని మళ్లీ పరిశీలిస్తుంది.',
        'గృహ బృందం',
      ],
    },
    hi: {
      subject: (d) => `कृपया अपनी लिस्टिंग ठीक करें: ${d.title}`,
      paragraphs: (d) => [
        `हमारी टीम ने आपकी लिस्टिंग "${d.title}" की समीक्षा की है और गृहा पर बने रहने के लिए इसे ठीक करने को कहा है।`,
        'क्या ठीक करना है:',
        <Lines text={d.note} />,
        'मेरी संपत्तियाँ से लिस्टिंग संपादित करें। हमारी टीम इसे फिर से देखेगी।',
        'गृहा टीम',
      ],
    },
  },
})

import { MailLink } from '../layout'
import { defineMail } from '../template'

export type IdProofReceivedData = { name: string; filename: string }

/** Spec 001 §7: the agent's confirmation after uploading an ID proof. */
export const idProofReceived = defineMail<IdProofReceivedData>({
  sample: { name: 'Kiran Naidu', filename: 'aadhaar.pdf' },
  copy: {
    en: {
      subject: () => 'We have received your ID proof',
      paragraphs: (d) => [
        `Hello ${d.name},`,
        `Thank you: your ID proof (${d.filename}) has reached Gruha. Our team will review it shortly, and you will hear from us when it has been checked.`,
        'Until then you can keep using your agent dashboard as before.',
      ],
    },
    te: {
      subject: () => 'మీ గుర్తింపు పత్రం మాకు అందింది',
      paragraphs: (d) => [
        `నమస్తే ${d.name},`,
        `ధన్యవాదాలు: మీ గుర్తింపు పత్రం (${d.filename}) Gruhaకి చేరింది. మా బృందం త్వరలో దాన్ని పరిశీలిస్తుంది, పరిశీలన పూర్తయ్యాక మీకు తెలియజేస్తాం.`,
        'అప్పటి వరకు మీ ఏజెంట్ డాష్‌బోర్డ్‌ను ఎప్పటిలాగే ఉపయోగించవచ్చు.',
      ],
    },
    hi: {
      subject: () => 'आपका पहचान प्रमाण हमें मिल गया है',
      paragraphs: (d) => [
        `नमस्ते ${d.name},`,
        `धन्यवाद: आपका पहचान प्रमाण (${d.filename}) Gruha तक पहुँच गया है। हमारी टीम जल्द ही इसकी जाँच करेगी, और जाँच पूरी होने पर हम आपको बताएँगे।`,
        'तब तक आप अपना एजेंट डैशबोर्ड पहले की तरह इस्तेमाल कर सकते हैं।',
      ],
    },
  },
})

export type IdProofToReviewData = { name: string; email: string; filename: string; reviewUrl: string }

/** Spec 001 §7: the notice to the support mailbox that an agent's ID proof waits for review. */
export const idProofToReview = defineMail<IdProofToReviewData>({
  sample: { name: 'Kiran Naidu', email: 'kiran@example.com', filename: 'aadhaar.pdf', reviewUrl: 'https://gruha.in/admin/documents' },
  copy: {
    en: {
      subject: (d) => `ID proof to review: ${d.name}`,
      paragraphs: (d) => [
        `${d.name} (${d.email}) uploaded an ID proof (${d.filename}) for agent verification.`,
        <MailLink href={d.reviewUrl}>Review it in the console</MailLink>,
      ],
    },
    te: {
      subject: (d) => `పరిశీలించాల్సిన గుర్తింపు పత్రం: ${d.name}`,
      paragraphs: (d) => [
        `${d.name} (${d.email}) ఏజెంట్ ధృవీకరణ కోసం గుర్తింపు పత్రం (${d.filename}) అప్‌లోడ్ చేశారు.`,
        <MailLink href={d.reviewUrl}>కన్సోల్‌లో పరిశీలించండి</MailLink>,
      ],
    },
    hi: {
      subject: (d) => `जाँच के लिए पहचान प्रमाण: ${d.name}`,
      paragraphs: (d) => [
        `${d.name} (${d.email}) ने एजेंट सत्यापन के लिए पहचान प्रमाण (${d.filename}) अपलोड किया है।`,
        <MailLink href={d.reviewUrl}>कंसोल में जाँचें</MailLink>,
      ],
    },
  },
})

import { Lines } from '../layout'
import { defineMail } from '../template'

export type EnquiryFollowUpData = { title: string; name: string | null; message: string; email: string | null }

/** A buyer's follow-up, to whoever handles the lead (spec 001 §7). */
export const enquiryFollowUp = defineMail<EnquiryFollowUpData>({
  sample: { title: '3 BHK flat in Gachibowli', name: 'Ananya Reddy', message: 'Any news about the visit?', email: 'ananya@example.com' },
  copy: {
    en: {
      subject: (d) => `Follow-up on the enquiry about ${d.title}`,
      paragraphs: (d) => [
        `${d.name || 'The buyer'} sent a follow-up about "${d.title}":`,
        <Lines text={d.message} />,
        `E-mail: ${d.email ?? ''}`,
      ],
    },
    te: {
      subject: (d) => `${d.title} గురించి విచారణపై ఫాలో-అప్`,
      paragraphs: (d) => [`${d.name || 'కొనుగోలుదారు'} "${d.title}" గురించి ఫాలో-అప్ పంపారు:`, <Lines text={d.message} />, `ఇమెయిల్: ${d.email ?? ''}`],
    },
    hi: {
      subject: (d) => `${d.title} के बारे में पूछताछ पर फ़ॉलो-अप`,
      paragraphs: (d) => [
        `${d.name || 'खरीदार'} ने "${d.title}" के बारे में फ़ॉलो-अप भेजा है:`,
        <Lines text={d.message} />,
        `ईमेल: ${d.email ?? ''}`,
      ],
    },
  },
})

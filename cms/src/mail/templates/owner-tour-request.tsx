import { Lines, MailLink } from '../layout'
import { defineMail } from '../template'

export type OwnerTourRequestData = {
  title: string
  name: string
  /** The day as the customer chose it (yyyy-mm-dd). */
  date: string
  /** The time, already as 12-hour text. */
  time: string
  notes: string | null
  email: string | null
  phone: string | null
  listingUrl: string
}

/** A tour request, to the listing's owner (or the site's info address). */
export const ownerTourRequest = defineMail<OwnerTourRequestData>({
  sample: {
    title: '3 BHK flat in Gachibowli',
    name: 'Ananya Reddy',
    date: '2026-11-29',
    time: '10:30 AM',
    notes: 'Please keep the keys to the terrace ready.',
    email: 'ananya@example.com',
    phone: '+91 98480 12345',
    listingUrl: 'https://gruha.example/property/3-bhk-flat-in-gachibowli-12',
  },
  copy: {
    en: {
      subject: (d) => `Tour request for ${d.title}`,
      paragraphs: (d) => [
        <Lines
          text={[`${d.name} would like to tour your listing "${d.title}" on ${d.date} at ${d.time}.`, d.notes && `Notes: ${d.notes}`]
            .filter(Boolean)
            .join('\n')}
        />,
        (d.email || d.phone) && (
          <Lines text={[d.email && `E-mail: ${d.email}`, d.phone && `Phone: ${d.phone}`].filter(Boolean).join('\n')} />
        ),
        <>
          Listing: <MailLink href={d.listingUrl}>{d.listingUrl}</MailLink>
          <br />
          Please confirm the visit with the customer.
        </>,
      ],
    },
    te: {
      subject: (d) => `${d.title} సందర్శన అభ్యర్థన`,
      paragraphs: (d) => [
        <Lines
          text={[`${d.name} మీ జాబితా "${d.title}"ను ${d.date} న ${d.time}కు చూడాలనుకుంటున్నారు.`, d.notes && `గమనికలు: ${d.notes}`]
            .filter(Boolean)
            .join('\n')}
        />,
        (d.email || d.phone) && <Lines text={[d.email && `ఇమెయిల్: ${d.email}`, d.phone && `ఫోన్: ${d.phone}`].filter(Boolean).join('\n')} />,
        <>
          జాబితా: <MailLink href={d.listingUrl}>{d.listingUrl}</MailLink>
          <br />
          దయచేసి కస్టమర్‌తో సందర్శనను నిర్ధారించండి.
        </>,
      ],
    },
    hi: {
      subject: (d) => `${d.title} के लिए विज़िट अनुरोध`,
      paragraphs: (d) => [
        <Lines
          text={[`${d.name} आपकी लिस्टिंग "${d.title}" को ${d.date} को ${d.time} बजे देखना चाहते हैं।`, d.notes && `टिप्पणी: ${d.notes}`]
            .filter(Boolean)
            .join('\n')}
        />,
        (d.email || d.phone) && <Lines text={[d.email && `ईमेल: ${d.email}`, d.phone && `फ़ोन: ${d.phone}`].filter(Boolean).join('\n')} />,
        <>
          लिस्टिंग: <MailLink href={d.listingUrl}>{d.listingUrl}</MailLink>
          <br />
          कृपया ग्राहक के साथ विज़िट की पुष्टि करें।
        </>,
      ],
    },
  },
})

import { Lines, MailLink } from '../layout'
import { defineMail } from '../template'

export type OwnerEnquiryData = { title: string; name: string; message: string; email: string; phone: string | null; listingUrl: string }

/** A new enquiry, to the listing's owner (or the site's info address). */
export const ownerEnquiry = defineMail<OwnerEnquiryData>({
  sample: {
    title: '3 BHK flat in Gachibowli',
    name: 'Ananya Reddy',
    message: 'Is the flat still available?\nI would like to visit this week.',
    email: 'ananya@example.com',
    phone: '+91 98480 12345',
    listingUrl: 'https://gruha.example/property/3-bhk-flat-in-gachibowli-12',
  },
  copy: {
    en: {
      subject: (d) => `New enquiry about ${d.title}`,
      paragraphs: (d) => [
        `${d.name} sent an enquiry about your listing "${d.title}".`,
        <Lines text={d.message} />,
        <Lines text={[`E-mail: ${d.email}`, d.phone && `Phone: ${d.phone}`].filter(Boolean).join('\n')} />,
        <>
          Listing: <MailLink href={d.listingUrl}>{d.listingUrl}</MailLink>
        </>,
      ],
    },
    te: {
      subject: (d) => `${d.title} గురించి కొత్త విచారణ`,
      paragraphs: (d) => [
        `${d.name} మీ జాబితా "${d.title}" గురించి విచారణ పంపారు.`,
        <Lines text={d.message} />,
        <Lines text={[`ఇమెయిల్: ${d.email}`, d.phone && `ఫోన్: ${d.phone}`].filter(Boolean).join('\n')} />,
        <>
          జాబితా: <MailLink href={d.listingUrl}>{d.listingUrl}</MailLink>
        </>,
      ],
    },
    hi: {
      subject: (d) => `${d.title} के बारे में नई पूछताछ`,
      paragraphs: (d) => [
        `${d.name} ने आपकी लिस्टिंग "${d.title}" के बारे में पूछताछ भेजी है।`,
        <Lines text={d.message} />,
        <Lines text={[`ईमेल: ${d.email}`, d.phone && `फ़ोन: ${d.phone}`].filter(Boolean).join('\n')} />,
        <>
          लिस्टिंग: <MailLink href={d.listingUrl}>{d.listingUrl}</MailLink>
        </>,
      ],
    },
  },
})

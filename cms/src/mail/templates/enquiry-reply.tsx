import { Lines } from '../layout'
import { defineMail } from '../template'

export type EnquiryReplyData = { title: string; reply: string; message: string }

/** The owner's reply, to the person who enquired. */
export const enquiryReply = defineMail<EnquiryReplyData>({
  sample: { title: '3 BHK flat in Gachibowli', reply: 'Yes, come on Sunday at 11.', message: 'Is the flat still available?' },
  copy: {
    en: {
      subject: (d) => `Reply to your enquiry about ${d.title}`,
      paragraphs: (d) => [`The owner of "${d.title}" replied to your enquiry:`, <Lines text={d.reply} />, `Your message: ${d.message}`],
    },
    te: {
      subject: (d) => `${d.title} గురించి మీ విచారణకు జవాబు`,
      paragraphs: (d) => [`"${d.title}" యజమాని మీ విచారణకు జవాబిచ్చారు:`, <Lines text={d.reply} />, `మీ సందేశం: ${d.message}`],
    },
    hi: {
      subject: (d) => `${d.title} के बारे में आपकी पूछताछ का जवाब`,
      paragraphs: (d) => [`"${d.title}" के मालिक ने आपकी पूछताछ का जवाब दिया है:`, <Lines text={d.reply} />, `आपका संदेश: ${d.message}`],
    },
  },
})

import { Lines } from '../layout'
import { defineMail } from '../template'

export type AgentMessageData = {
  agentName: string
  senderName: string
  senderEmail: string
  senderPhone: string | null
  topic: 'contact' | 'viewing'
  message: string
}

const contact = (d: AgentMessageData) => `${d.senderEmail}${d.senderPhone ? `, ${d.senderPhone}` : ''}`

/** A member's message to a listed agent from the directory; the sender is the reply-to. */
export const agentMessage = defineMail<AgentMessageData>({
  sample: {
    agentName: 'Lakshmi Devi',
    senderName: 'Ananya Reddy',
    senderEmail: 'ananya@example.com',
    senderPhone: '+91 98480 12345',
    topic: 'viewing',
    message: 'Could we see the Kondapur flat on Saturday?\nMornings suit me best.',
  },
  copy: {
    en: {
      subject: (d) =>
        d.topic === 'viewing' ? `Viewing request from ${d.senderName} on Gruha` : `New message from ${d.senderName} on Gruha`,
      paragraphs: (d) => [
        `Hello ${d.agentName},`,
        `${d.senderName} (${contact(d)}) sent you a message through the Gruha agents directory:`,
        <Lines text={d.message} />,
        'Reply to this e-mail to answer them directly.',
      ],
    },
    te: {
      subject: (d) => (d.topic === 'viewing' ? `Gruhaలో ${d.senderName} నుండి సందర్శన అభ్యర్థన` : `Gruhaలో ${d.senderName} నుండి కొత్త సందేశం`),
      paragraphs: (d) => [
        `నమస్కారం ${d.agentName},`,
        `${d.senderName} (${contact(d)}) Gruha ఏజెంట్ల డైరెక్టరీ ద్వారా మీకు సందేశం పంపారు:`,
        <Lines text={d.message} />,
        'వారికి నేరుగా జవాబివ్వడానికి ఈ ఇమెయిల్‌కు రిప్లై చేయండి.',
      ],
    },
    hi: {
      subject: (d) => (d.topic === 'viewing' ? `Gruha पर ${d.senderName} से विज़िट अनुरोध` : `Gruha पर ${d.senderName} से नया संदेश`),
      paragraphs: (d) => [
        `नमस्ते ${d.agentName},`,
        `${d.senderName} (${contact(d)}) ने Gruha एजेंट डायरेक्टरी के ज़रिए आपको संदेश भेजा है:`,
        <Lines text={d.message} />,
        'उन्हें सीधे जवाब देने के लिए इस ईमेल का उत्तर दें।',
      ],
    },
  },
})

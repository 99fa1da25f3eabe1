import { MailLink } from '../layout'
import { formatDate } from '@gruha/shared'
import { defineMail } from '../template'

export type AssignmentOfferData = {
  agentName: string
  kind: 'inquiry' | 'property'
  /** What is assigned: the enquiry's or the property's title. */
  subject: string
  /** ISO time the offer expires. */
  expiresAt: string
  notes: string | null
  acceptUrl: string
  declineUrl: string
}

/** A new offer to an agent, with accept and decline links and the deadline (spec 001/002). */
export const assignmentOffer = defineMail<AssignmentOfferData>({
  sample: {
    agentName: 'Lakshmi Devi',
    kind: 'inquiry',
    subject: '3 BHK flat in Gachibowli',
    expiresAt: '2026-11-27T12:30:00.000Z',
    notes: 'Buyer prefers weekend visits',
    acceptUrl: 'https://gruha.example/agent/assignments?assignment=7&action=accept',
    declineUrl: 'https://gruha.example/agent/assignments?assignment=7&action=decline',
  },
  copy: {
    en: {
      subject: (d) => (d.kind === 'inquiry' ? 'New enquiry assigned to you on Gruha' : 'New property assigned to you on Gruha'),
      paragraphs: (d) => [
        `Hello ${d.agentName || 'there'},`,
        `A Gruha admin has assigned you ${d.kind === 'inquiry' ? 'an enquiry' : 'a property'}: ${d.subject}.`,
        d.notes && `Notes: ${d.notes}`,
        `Please accept or decline before ${formatDate(d.expiresAt, 'en', 'dateTime')} IST. After that the assignment expires and goes to another agent.`,
        <>
          <MailLink href={d.acceptUrl}>Accept the assignment</MailLink> · <MailLink href={d.declineUrl}>Decline</MailLink>
        </>,
      ],
    },
    te: {
      subject: (d) => (d.kind === 'inquiry' ? 'Gruhaలో మీకు కొత్త విచారణ కేటాయించబడింది' : 'Gruhaలో మీకు కొత్త ఆస్తి కేటాయించబడింది'),
      paragraphs: (d) => [
        d.agentName ? `నమస్కారం ${d.agentName},` : 'నమస్కారం,',
        `Gruha అడ్మిన్ మీకు ${d.kind === 'inquiry' ? 'ఒక విచారణను' : 'ఒక ఆస్తిని'} కేటాయించారు: ${d.subject}.`,
        d.notes && `గమనికలు: ${d.notes}`,
        `దయచేసి ${formatDate(d.expiresAt, 'te', 'dateTime')} IST లోపు అంగీకరించండి లేదా తిరస్కరించండి. ఆ తర్వాత కేటాయింపు గడువు ముగిసి మరో ఏజెంట్‌కు వెళ్తుంది.`,
        <>
          <MailLink href={d.acceptUrl}>కేటాయింపును అంగీకరించండి</MailLink> · <MailLink href={d.declineUrl}>తిరస్కరించండి</MailLink>
        </>,
      ],
    },
    hi: {
      subject: (d) => (d.kind === 'inquiry' ? 'Gruha पर आपको नई पूछताछ सौंपी गई है' : 'Gruha पर आपको नई संपत्ति सौंपी गई है'),
      paragraphs: (d) => [
        d.agentName ? `नमस्ते ${d.agentName},` : 'नमस्ते,',
        `Gruha एडमिन ने आपको ${d.kind === 'inquiry' ? 'एक पूछताछ' : 'एक संपत्ति'} सौंपी है: ${d.subject}.`,
        d.notes && `टिप्पणी: ${d.notes}`,
        `कृपया ${formatDate(d.expiresAt, 'hi', 'dateTime')} IST से पहले स्वीकार या अस्वीकार करें। उसके बाद असाइनमेंट समाप्त होकर किसी दूसरे एजेंट को चला जाएगा।`,
        <>
          <MailLink href={d.acceptUrl}>असाइनमेंट स्वीकार करें</MailLink> · <MailLink href={d.declineUrl}>अस्वीकार करें</MailLink>
        </>,
      ],
    },
  },
})

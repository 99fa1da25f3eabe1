import { Code, MailLink } from '../layout'
import { defineMail } from '../template'

export type VerifyEmailData = { firstName: string | null; code: string; minutes: number; link: string }

/** The 6-digit sign-up code. No code in the subject: subjects end up in mail logs. */
export const verifyEmail = defineMail<VerifyEmailData>({
  sample: { firstName: 'Ananya', code: '482915', minutes: 15, link: 'https://gruha.example/email-verification?email=ananya%40example.com' },
  copy: {
    en: {
      subject: () => 'Verify your email for Gruha',
      paragraphs: (d) => [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        <>
          Your Gruha verification code is <Code>{d.code}</Code>. It expires in {d.minutes} minutes.
        </>,
        <MailLink href={d.link}>Enter your code</MailLink>,
        'If you did not create a Gruha account, you can ignore this email.',
      ],
    },
    te: {
      subject: () => 'Gruha కోసం మీ ఇమెయిల్‌ను ధృవీకరించండి',
      paragraphs: (d) => [
        d.firstName ? `నమస్కారం ${d.firstName},` : 'నమస్కారం,',
        <>
          మీ Gruha ధృవీకరణ కోడ్ <Code>{d.code}</Code>. ఇది {d.minutes} నిమిషాల్లో గడువు ముగుస్తుంది.
        </>,
        <MailLink href={d.link}>మీ కోడ్‌ను నమోదు చేయండి</MailLink>,
        'మీరు Gruha ఖాతా సృష్టించకపోతే, ఈ ఇమెయిల్‌ను పట్టించుకోకండి.',
      ],
    },
    hi: {
      subject: () => 'Gruha के लिए अपना ईमेल सत्यापित करें',
      paragraphs: (d) => [
        d.firstName ? `नमस्ते ${d.firstName},` : 'नमस्ते,',
        <>
          आपका Gruha सत्यापन कोड <Code>{d.code}</Code> है। यह {d.minutes} मिनट में समाप्त हो जाएगा।
        </>,
        <MailLink href={d.link}>अपना कोड दर्ज करें</MailLink>,
        'अगर आपने Gruha खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।',
      ],
    },
  },
})

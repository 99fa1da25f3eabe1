import { MailLink } from '../layout'
import { defineMail } from '../template'

export type PasswordResetData = { firstName: string | null; link: string }

/** The single-use reset link (one hour). */
export const passwordReset = defineMail<PasswordResetData>({
  sample: { firstName: 'Ananya', link: 'https://gruha.example/reset-password?token=sample-token' },
  copy: {
    en: {
      subject: () => 'Reset your Gruha password',
      paragraphs: (d) => [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        'Someone asked to reset the password of your Gruha account. The link below works once, for one hour.',
        <MailLink href={d.link}>Choose a new password</MailLink>,
        'If it was not you, ignore this email: your password stays as it is.',
      ],
    },
    te: {
      subject: () => 'మీ Gruha పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
      paragraphs: (d) => [
        d.firstName ? `నమస్కారం ${d.firstName},` : 'నమస్కారం,',
        'మీ Gruha ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని ఎవరో అడిగారు. దిగువ లింక్ ఒకసారి, ఒక గంట పాటు మాత్రమే పనిచేస్తుంది.',
        <MailLink href={d.link}>కొత్త పాస్‌వర్డ్ ఎంచుకోండి</MailLink>,
        'ఇది మీరు కాకపోతే, ఈ ఇమెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ మారదు.',
      ],
    },
    hi: {
      subject: () => 'अपना Gruha पासवर्ड रीसेट करें',
      paragraphs: (d) => [
        d.firstName ? `नमस्ते ${d.firstName},` : 'नमस्ते,',
        'किसी ने आपके Gruha खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नीचे दिया गया लिंक एक बार, एक घंटे तक काम करता है।',
        <MailLink href={d.link}>नया पासवर्ड चुनें</MailLink>,
        'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
      ],
    },
  },
})

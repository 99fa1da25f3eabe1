import type { ApprovalType, SiteLocale } from '@gruha/shared'
import { APPROVAL_TYPE_LABELS } from '@gruha/shared'
import { defineMail } from '../template'

export type AgentReviewData = {
  firstName: string | null
  decision: 'approve' | 'reject'
  type: ApprovalType
  licenseNumber: string | null
  reason: string | null
}

const LABELS: Record<SiteLocale, Record<ApprovalType, string>> = {
  en: APPROVAL_TYPE_LABELS,
  te: { agent_license: 'ఏజెంట్ లైసెన్స్', seller_verification: 'విక్రేత ధృవీకరణ', property_listing: 'ఆస్తి జాబితా' },
  hi: { agent_license: 'एजेंट लाइसेंस', seller_verification: 'विक्रेता सत्यापन', property_listing: 'संपत्ति लिस्टिंग' },
}

/** The admin's decision on an application (spec 002 "Notification e-mail"). */
export const agentReview = defineMail<AgentReviewData>({
  sample: { firstName: 'Ravi', decision: 'approve', type: 'agent_license', licenseNumber: 'GRH-AG-0042', reason: null },
  copy: {
    en: {
      subject: (d) =>
        d.decision === 'approve'
          ? `Your ${LABELS.en[d.type]} application is approved`
          : `Your ${LABELS.en[d.type]} application was not approved`,
      paragraphs: (d) => [
        `Hello ${d.firstName || 'there'},`,
        ...(d.decision === 'approve'
          ? [
              `Your ${LABELS.en[d.type]} application on Gruha has been approved. You can now sign in.`,
              d.licenseNumber && `Your licence number is ${d.licenseNumber}.`,
            ]
          : [
              `Your ${LABELS.en[d.type]} application on Gruha has been rejected.`,
              `Reason: ${d.reason ?? ''}`,
              'You may contact support if you have questions.',
            ]),
      ],
    },
    te: {
      subject: (d) => (d.decision === 'approve' ? `మీ ${LABELS.te[d.type]} దరఖాస్తు ఆమోదించబడింది` : `మీ ${LABELS.te[d.type]} దరఖాస్తు ఆమోదించబడలేదు`),
      paragraphs: (d) => [
        d.firstName ? `నమస్కారం ${d.firstName},` : 'నమస్కారం,',
        ...(d.decision === 'approve'
          ? [
              `Gruhaలో మీ ${LABELS.te[d.type]} దరఖాస్తు ఆమోదించబడింది. మీరు ఇప్పుడు సైన్ ఇన్ చేయవచ్చు.`,
              d.licenseNumber && `మీ లైసెన్స్ నంబర్ ${d.licenseNumber}.`,
            ]
          : [`Gruhaలో మీ ${LABELS.te[d.type]} దరఖాస్తు తిరస్కరించబడింది.`, `కారణం: ${d.reason ?? ''}`, 'మీకు ప్రశ్నలు ఉంటే సపోర్ట్‌ను సంప్రదించవచ్చు.']),
      ],
    },
    hi: {
      subject: (d) =>
        d.decision === 'approve' ? `आपका ${LABELS.hi[d.type]} आवेदन स्वीकृत हो गया है` : `आपका ${LABELS.hi[d.type]} आवेदन स्वीकृत नहीं हुआ`,
      paragraphs: (d) => [
        d.firstName ? `नमस्ते ${d.firstName},` : 'नमस्ते,',
        ...(d.decision === 'approve'
          ? [
              `Gruha पर आपका ${LABELS.hi[d.type]} आवेदन स्वीकृत हो गया है। अब आप साइन इन कर सकते हैं।`,
              d.licenseNumber && `आपका लाइसेंस नंबर ${d.licenseNumber} है।`,
            ]
          : [
              `Gruha पर आपका ${LABELS.hi[d.type]} आवेदन अस्वीकार कर दिया गया है।`,
              `कारण: ${d.reason ?? ''}`,
              'कोई प्रश्न हो तो आप सपोर्ट से संपर्क कर सकते हैं।',
            ]),
      ],
    },
  },
})

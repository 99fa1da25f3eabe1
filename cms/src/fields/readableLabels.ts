import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/** Abbreviations written as editors know them. */
const WORDS: Record<string, string> = {
  api: 'API',
  bhk: 'BHK',
  cta: 'CTA',
  gps: 'GPS',
  id: 'ID',
  ids: 'IDs',
  ifsc: 'IFSC',
  nri: 'NRI',
  otp: 'OTP',
  pan: 'PAN',
  pdf: 'PDF',
  rera: 'RERA',
  seo: 'SEO',
  sqft: 'sq ft',
  sqyd: 'sq yd',
  url: 'URL',
  urls: 'URLs',
}

/** 'cover_image' → 'Cover image', 'rera_number' → 'RERA number', 'publishedAt' → 'Published at'. */
export function labelFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase())
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Every named field without a label of its own gets one from its name. Payload's own default
 * capitalises the first letter only, so editors read raw names such as "Cover_image".
 */
function labelFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field & { label?: unknown; fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: { fields: Field[] }[] }
    if ('name' in field && typeof field.name === 'string' && next.label === undefined) next.label = labelFromName(field.name)
    if (Array.isArray(next.fields)) next.fields = labelFields(next.fields)
    if (Array.isArray(next.tabs)) next.tabs = next.tabs.map((tab) => ({ ...tab, fields: labelFields(tab.fields) }))
    if (Array.isArray(next.blocks)) next.blocks = next.blocks.map((block) => ({ ...block, fields: labelFields(block.fields) }))
    return next as Field
  })
}

export const withReadableLabels = <C extends CollectionConfig | GlobalConfig>(config: C): C => ({
  ...config,
  fields: labelFields(config.fields),
})

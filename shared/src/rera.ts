/**
 * RERA registration numbers: each state's published format for projects and agents, and the
 * regulator's public search page (the QR code on a listing or agent card links there). Sources and
 * examples: docs/decisions/0011-trust-b-verification-rera-freshness.md. Bump RERA_RULES_VERSION when a
 * format changes: the `recheckRera` job then re-checks every stored number and flags the ones that no
 * longer match.
 */
export const RERA_RULES_VERSION = 1

export type ReraKind = 'project' | 'agent'

export type ReraState = {
  /** Names a listing's or agent's `state` may carry (compared case-insensitively). */
  names: readonly string[]
  regulator: string
  /** The regulator's public search page. */
  searchUrl: string
  project: RegExp
  agent: RegExp
  /** One valid number of each kind, shown as a hint. */
  examples: Record<ReraKind, string>
}

export const RERA_STATES = {
  telangana: {
    names: ['telangana', 'tg', 'ts'],
    regulator: 'TG RERA',
    searchUrl: 'https://rerait.telangana.gov.in/SearchList/Search',
    project: /^P\d{11}$/,
    agent: /^A\d{11}$/,
    examples: { project: 'P02400001234', agent: 'A02400001234' },
  },
  andhra_pradesh: {
    names: ['andhra pradesh', 'ap'],
    regulator: 'AP RERA',
    searchUrl: 'https://rera.ap.gov.in/RERA/Views/Reports/ApprovedProjects.aspx',
    project: /^P\d{11}$/,
    agent: /^A\d{11}$/,
    examples: { project: 'P06060012345', agent: 'A06060012345' },
  },
  maharashtra: {
    names: ['maharashtra', 'mh'],
    regulator: 'MahaRERA',
    searchUrl: 'https://maharera.maharashtra.gov.in/projects-search-result',
    project: /^P\d{11}$/,
    agent: /^A\d{11}$/,
    examples: { project: 'P51800012345', agent: 'A51800012345' },
  },
  karnataka: {
    names: ['karnataka', 'ka'],
    regulator: 'K-RERA',
    searchUrl: 'https://rera.karnataka.gov.in/viewAllProjects',
    project: /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/PR\/\d{6}\/\d{6}$/,
    agent: /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/AG\/\d{6}\/\d{6}$/,
    examples: { project: 'PRM/KA/RERA/1251/446/PR/220124/000123', agent: 'PRM/KA/RERA/1251/310/AG/171020/000459' },
  },
  tamil_nadu: {
    names: ['tamil nadu', 'tamilnadu', 'tn'],
    regulator: 'TNRERA',
    searchUrl: 'https://rera.tn.gov.in/registered-building/tn',
    project: /^TN\/\d{2}\/(BUILDING|LAYOUT)\/\d{3,4}\/\d{4}$/,
    agent: /^TN\/AGENT\/\d{3,4}\/\d{4}$/,
    examples: { project: 'TN/29/Building/0123/2020', agent: 'TN/Agent/0123/2020' },
  },
  delhi: {
    names: ['delhi', 'new delhi', 'nct of delhi', 'dl'],
    regulator: 'RERA Delhi',
    searchUrl: 'https://rera.delhi.gov.in/registered_promoters_list',
    project: /^DLRERA\d{4}P\d{4}$/,
    agent: /^DLRERA\d{4}A\d{4}$/,
    examples: { project: 'DLRERA2019P0001', agent: 'DLRERA2019A0001' },
  },
  west_bengal: {
    names: ['west bengal', 'wb'],
    regulator: 'WBRERA',
    searchUrl: 'https://rera.wb.gov.in/district_project.php',
    project: /^(WBRERA|HIRA)\/P\/[A-Z]{3}\/\d{4}\/\d{6}$/,
    agent: /^(WBRERA|HIRA)\/A\/[A-Z]{3}\/\d{4}\/\d{6}$/,
    examples: { project: 'WBRERA/P/KOL/2023/000123', agent: 'WBRERA/A/KOL/2023/000123' },
  },
} as const satisfies Record<string, ReraState>

export type ReraStateKey = keyof typeof RERA_STATES

/** The RERA state for a free-text state name ('Telangana', 'TS', 'andhra pradesh'); null when not covered. */
export function reraStateOf(state: string | null | undefined): ReraStateKey | null {
  const name = (state ?? '').trim().toLowerCase().replace(/\s+/g, ' ')
  if (!name) return null
  for (const [key, rule] of Object.entries(RERA_STATES) as [ReraStateKey, ReraState][]) {
    if (rule.names.includes(name)) return key
  }
  return null
}

/** Upper case without spaces: numbers are printed with stray spaces and lower case letters. */
export const normalizeReraNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase()

/** Longest number any state issues, with room; anything longer is not a registration number. */
export const RERA_NUMBER_MAX_LENGTH = 60

/** (not in spec) Messages; shown translated on the site. */
export const RERA_MESSAGES = {
  required: 'Please enter the RERA registration number of this project',
  invalid: "This RERA registration number does not match its state's format",
  tooLong: 'RERA registration numbers are at most 60 characters',
  agentStateRequired: 'Please choose the state that issued your RERA registration',
} as const

/**
 * Why `number` is not a valid registration number of `kind` in `state`, or null when it is. States
 * without a published format accept any number of sane length (letters, digits, / and -).
 */
export function reraNumberProblem(number: string, state: string | null | undefined, kind: ReraKind): string | null {
  const value = normalizeReraNumber(number)
  if (value.length > RERA_NUMBER_MAX_LENGTH) return RERA_MESSAGES.tooLong
  const key = reraStateOf(state)
  if (!key) return /^[A-Z0-9/-]+$/.test(value) ? null : RERA_MESSAGES.invalid
  const rule: ReraState = RERA_STATES[key]
  return rule[kind].test(value) ? null : RERA_MESSAGES.invalid
}

/** The regulator's search page for a state, or null when the state has no format here. */
export function reraSearchUrl(state: string | null | undefined): string | null {
  const key = reraStateOf(state)
  return key ? RERA_STATES[key].searchUrl : null
}

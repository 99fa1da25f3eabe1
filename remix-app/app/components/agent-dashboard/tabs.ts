/** Spec 001: the agent dashboard's sidebar tabs, each at /agent/dashboard/{tab} ('dashboard' is the index). */
export const AGENT_TABS = ['dashboard', 'performance', 'earnings', 'activity', 'settings', 'help'] as const
export type AgentTab = (typeof AGENT_TABS)[number]

export const isAgentTab = (value: string): value is AgentTab => (AGENT_TABS as readonly string[]).includes(value)

export { listAgents, agentFilterWhere, type AgentCard, type AgentsPage } from './list-agents'
export { listAgentCities } from './list-agent-cities'
export { sendAgentMessage, type SendAgentMessageResult } from './send-agent-message'

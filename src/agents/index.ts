/** Agent definitions: load every source, validate, apply precedence. The folder's public entry. */
export { definitionErrors, loadAgents, loadAgentPaths } from './load.js';
export type {
  LoadAgentsOptions,
  LoadAgentPathsOptions,
  LoadedAgents,
  UnloadableAgent,
} from './load.js';
export { AgentRegistry } from './registry.js';
export type { ShadowedAgent } from './precedence.js';
export { agentRules, ruleIds, countProblems, hasErrors } from './problems.js';
export type { Problem, RuleId, Severity, SourceLocation } from './problems.js';
export { builtinAgents, builtinAgentNames } from './builtins.js';
export { parseAgentFile } from './parse-agent-file.js';
export { parseAgentsJson } from './parse-agents-json.js';
export { knownToolNames } from './tool-list.js';
export { agentModelAliases } from './agent-fields.js';
export {
  displayPath,
  formatGithub,
  formatJson,
  formatProblemLine,
  formatProblems,
  formatText,
  problemFormats,
  summaryLine,
} from './format-problems.js';
export type { ProblemFormat, ValidationReport } from './format-problems.js';
export { agentListFormats, formatAgentsJson, formatAgentsText } from './format-agents.js';
export type { AgentListFormat } from './format-agents.js';
export * from './definition.js';

import type { AgentDefinition, AgentSource } from './definition.js';
import type { NamedEntry } from './name-list.js';
import type { Problem, SourceLocation } from './problems.js';

/** One agent as read from its source, before references are resolved and precedence applied. */
export interface ParsedAgent {
  /** Undefined when the agent has errors: it is reported, not loaded. */
  definition?: AgentDefinition;
  /** Where the agent is named (its `name` key, JSON key, or the file start). */
  location: SourceLocation;
  /**
   * The name the agent has, or would have had when it cannot be loaded: its `name` as written
   * when readable, else the file name without `.md`. Lets a run tell whether an agent it was
   * asked for by name is one that failed to load.
   */
  name: string;
  /** Where it comes from (a broken agent has no definition to say so). */
  source: AgentSource;
  problems: Problem[];
  /** Skills and MCP server names to check once every source is read. */
  skills: NamedEntry[];
  mcpServers: NamedEntry[];
  /** Names of the inline MCP servers the agent defines itself. */
  inlineMcpServers: string[];
  /** Where its `tools` list is, to check once every source is read that an entry can resolve. */
  toolsAt?: SourceLocation;
}

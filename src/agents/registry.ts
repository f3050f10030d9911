/** The effective agents, one per name, after precedence. */
import type { AgentDefinition } from './definition.js';
import { UserError } from '../errors.js';
import { comparePaths } from './find-agent-files.js';
import { closestMatch } from './suggest.js';

/**
 * Case-insensitive, then by code unit. Not localeCompare: its first call loads ICU's collation
 * data (about 5 ms of every run's start), and agent names are ASCII.
 */
function compareNames(a: string, b: string): number {
  return comparePaths(a.toLowerCase(), b.toLowerCase()) || comparePaths(a, b);
}

export class AgentRegistry {
  private readonly byName = new Map<string, AgentDefinition>();

  /** Definitions in precedence order, lowest first: a later one replaces an earlier same name. */
  constructor(definitions: Iterable<AgentDefinition> = []) {
    for (const definition of definitions) this.byName.set(definition.name, definition);
  }

  get(name: string): AgentDefinition | undefined {
    return this.byName.get(name);
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** Agent names, sorted case-insensitively. */
  names(): string[] {
    return [...this.byName.keys()].sort(compareNames);
  }

  /** Effective definitions, sorted by name. */
  list(): AgentDefinition[] {
    return this.names().map((name) => this.byName.get(name) as AgentDefinition);
  }

  /** The named agent, or a UserError that lists the agents there are. */
  resolve(name: string): AgentDefinition {
    const definition = this.byName.get(name);
    if (definition) return definition;
    const names = this.names();
    const match = closestMatch(name, names);
    throw new UserError(
      `Unknown agent '${name}'.`,
      `${match ? `Did you mean '${match}'? ` : ''}Available agents: ${names.join(', ') || '(none)'}.`,
    );
  }
}

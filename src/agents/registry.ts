/** The effective agents, one per name, after precedence. */
import type { AgentDefinition } from './definition.js';
import { UserError } from '../errors.js';
import { closestMatch } from './suggest.js';

function compareNames(a: string, b: string): number {
  const folded = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return folded !== 0 ? folded : a < b ? -1 : a > b ? 1 : 0;
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

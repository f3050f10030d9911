/** Applies source precedence: the last definition of a name wins; every replaced one is reported. */
import type { AgentDefinition } from './definition.js';
import { createProblem } from './problems.js';
import type { Problem, SourceLocation } from './problems.js';
import { AgentRegistry } from './registry.js';

export interface LocatedDefinition {
  definition: AgentDefinition;
  location: SourceLocation;
}

export interface ShadowedAgent {
  name: string;
  /** The definition in effect for `name`. */
  winner: AgentDefinition;
  /** A definition it replaced (lower precedence, or earlier in the same source). */
  loser: AgentDefinition;
}

export interface PrecedenceResult {
  registry: AgentRegistry;
  shadowed: ShadowedAgent[];
  problems: Problem[];
}

function origin(definition: AgentDefinition): string {
  return definition.file
    ? `${definition.source} definition in ${definition.file}`
    : `${definition.source} definition`;
}

/** `located` must be in precedence order, lowest first. */
export function applyPrecedence(located: readonly LocatedDefinition[]): PrecedenceResult {
  const winners = new Map<string, LocatedDefinition>();
  const losers: LocatedDefinition[] = [];
  for (const entry of located) {
    const previous = winners.get(entry.definition.name);
    if (previous) losers.push(previous);
    winners.set(entry.definition.name, entry);
  }
  const shadowed: ShadowedAgent[] = [];
  const problems: Problem[] = [];
  for (const loser of losers) {
    const name = loser.definition.name;
    const winner = winners.get(name) as LocatedDefinition;
    shadowed.push({ name, winner: winner.definition, loser: loser.definition });
    // A built-in has no file to point at: the problem goes where it is replaced.
    const at = loser.definition.source === 'built-in' ? winner.location : loser.location;
    problems.push(
      createProblem(
        'agent-shadowed',
        at,
        `Agent '${name}': the ${origin(loser.definition)} is shadowed by the ${origin(winner.definition)}.`,
        'Only the higher-precedence definition is used (built-in < plugin < user < project < --agents < managed; within a source, the later path). Rename or delete one of them if that is not what you want.',
      ),
    );
  }
  return {
    registry: new AgentRegistry(located.map((entry) => entry.definition)),
    shadowed,
    problems,
  };
}

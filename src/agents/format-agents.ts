/** Prints the effective agents for `flotilla agents`: what runs, from where, and what it shadows. */
import type { AgentDefinition } from './definition.js';
import { formatToolRule } from './definition.js';
import { displayPath, problemJson } from './format-problems.js';
import type { LoadedAgents } from './load.js';
import { countProblems } from './problems.js';

/** The tools an agent will have in a run, and why each tool it names but lacks is missing. */
export interface ToolAvailability {
  offered: string[];
  missing: { tool: string; reason: string }[];
  /** Why a run does not start the agent: its tools list names no tool it can have. */
  notStarted?: string;
}
export type ToolAvailabilityOf = (definition: AgentDefinition) => ToolAvailability;

export const agentListFormats = ['text', 'json'] as const;
export type AgentListFormat = (typeof agentListFormats)[number];

function shadowsOf(loaded: LoadedAgents, winner: AgentDefinition): AgentDefinition[] {
  return loaded.shadowed.filter((entry) => entry.winner === winner).map((entry) => entry.loser);
}

function origin(definition: AgentDefinition, cwd: string): string {
  return definition.file
    ? `${definition.source}  ${displayPath(definition.file, cwd)}`
    : definition.source;
}

export function formatAgentsText(
  loaded: LoadedAgents,
  cwd: string,
  availability?: ToolAvailabilityOf,
): string {
  const lines: string[] = [];
  for (const agent of loaded.registry.list()) {
    lines.push(`${agent.name}  ${origin(agent, cwd)}`);
    const details = [
      `model: ${agent.model ?? 'inherit'}`,
      `tools: ${agent.tools ? agent.tools.map(formatToolRule).join(', ') || '(none)' : 'all'}`,
      ...(agent.disallowedTools?.length
        ? [`disallowed: ${agent.disallowedTools.map(formatToolRule).join(', ')}`]
        : []),
      `background: ${agent.background ? 'yes' : 'no'}`,
      `isolation: ${agent.isolation ?? 'none'}`,
    ];
    lines.push(`  ${details.join('  ')}`);
    if (availability) lines.push(...availabilityLines(availability(agent)));
    for (const loser of shadowsOf(loaded, agent)) lines.push(`  shadows: ${origin(loser, cwd)}`);
  }
  const { errors, warnings } = countProblems(loaded.problems);
  const effective = loaded.registry.names().length;
  lines.push(
    `${effective} agent${effective === 1 ? '' : 's'} (${loaded.shadowed.length} shadowed), ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`,
  );
  return `${lines.join('\n')}\n`;
}

/**
 * `  run tools: …`, one `  missing: tool: reason` line per named tool the agent will not have,
 * and `  not started: …` when a run refuses it.
 */
export function availabilityLines(availability: ToolAvailability): string[] {
  return [
    `  run tools: ${availability.offered.join(', ') || '(none)'}`,
    ...availability.missing.map(({ tool, reason }) => `  missing: ${tool}: ${reason}`),
    ...(availability.notStarted ? [`  not started: ${availability.notStarted}`] : []),
  ];
}

export function formatAgentsJson(
  loaded: LoadedAgents,
  cwd: string,
  availability?: ToolAvailabilityOf,
): string {
  const file = (definition: AgentDefinition): string | null =>
    definition.file === undefined ? null : displayPath(definition.file, cwd);
  const json = {
    agents: loaded.registry.list().map((agent) => ({
      name: agent.name,
      source: agent.source,
      file: file(agent),
      description: agent.description,
      model: agent.model ?? 'inherit',
      tools: agent.tools ? agent.tools.map(formatToolRule) : null,
      disallowedTools: agent.disallowedTools ? agent.disallowedTools.map(formatToolRule) : null,
      spawnableAgents: agent.spawnableAgents ?? null,
      background: agent.background ?? false,
      isolation: agent.isolation ?? null,
      ...(availability ? { runTools: availability(agent) } : {}),
      shadows: shadowsOf(loaded, agent).map((loser) => ({
        source: loser.source,
        file: file(loser),
      })),
    })),
    problems: loaded.problems.map((problem) => problemJson(problem, cwd)),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/**
 * Resolves what agents refer to by name: skills (by the run's skill catalog, as `skills:` is
 * preloaded from it) and MCP servers
 * (`mcpServers` of `.mcp.json`-style files), and whether an entry of a tools list can resolve.
 * Unresolved names are warnings: the agent still loads.
 */
import { readFile } from 'node:fs/promises';
import { normalizedServerName } from '../mcp/server-config.js';
import type { ParsedAgent } from './parsed-agent.js';
import { knownToolNames } from './tool-list.js';
import {
  mcpServerNotConfigured,
  neverOfferedReason,
  unresolvedToolList,
  type MissingTool,
} from './unresolved-tool-list.js';
import { pluginOfAgent } from './definition.js';
import { createProblem, sortByPosition } from './problems.js';
import type { SkillCatalog } from '../skills/load-skills.js';

export interface ReferenceRoots {
  /**
   * The skills a run here offers, read when an agent lists `skills:`: an entry is found as the
   * run finds it to preload it (names, then aliases, then a plugin skill's directory name).
   */
  skills(): Promise<SkillCatalog>;
  /** JSON files with an `mcpServers` object (`.mcp.json`, `~/.claude.json`). */
  mcpConfigFiles: string[];
}

interface McpNames {
  names: Set<string>;
  /** Files that exist but could not be read as JSON, to say so in the hint. */
  unreadable: string[];
}

async function readMcpNames(files: readonly string[]): Promise<McpNames> {
  const result: McpNames = { names: new Set(), unreadable: [] };
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    try {
      const parsed: unknown = JSON.parse(text);
      const servers =
        parsed && typeof parsed === 'object' && 'mcpServers' in parsed
          ? parsed.mcpServers
          : undefined;
      if (servers && typeof servers === 'object')
        for (const name of Object.keys(servers)) result.names.add(name);
    } catch {
      result.unreadable.push(file);
    }
  }
  return result;
}

/**
 * Every tool some run may give a spawned agent, whatever validate cannot know: the run's mode
 * and spawn depth, whether the agent is a teammate, the run's skills, permission rules and entry
 * point (the Action's GitHub tools). Only the lead's own tools are left out.
 */
const bestCasePool: readonly string[] = knownToolNames.filter(
  (name) => neverOfferedReason(name) === undefined,
);

/**
 * The entries of an agent's tools list, each with why, when no run can start the agent: the
 * run's own rule (unresolved-tool-list.ts) over the best case of what validate cannot know, an
 * MCP server counting when any file configures it, enabled or not, or the agent defines it inline.
 */
function unresolvedTools(
  agent: ParsedAgent,
  mcpNames: ReadonlySet<string>,
): MissingTool[] | undefined {
  const definition = agent.definition;
  if (!definition) return undefined;
  const servers = new Set(
    [...mcpNames, ...agent.inlineMcpServers].map((name) => normalizedServerName(name)),
  );
  const serverOf = (tool: string): string => tool.split('__')[1] ?? '';
  return unresolvedToolList(definition, {
    pool: bestCasePool,
    opensMcp: true,
    keepsMemory: definition.memory !== undefined,
    offeredMcpTools: (definition.tools ?? [])
      .map((rule) => rule.tool)
      .filter((tool) => tool.startsWith('mcp__') && servers.has(serverOf(tool))),
    reasonFor: (tool) =>
      tool.startsWith('mcp__')
        ? mcpServerNotConfigured(serverOf(tool))
        : (neverOfferedReason(tool) ?? 'not offered'),
  });
}

export async function resolveReferences(
  agents: readonly ParsedAgent[],
  roots: ReferenceRoots,
): Promise<void> {
  const needsMcp = agents.some(
    (agent) =>
      agent.mcpServers.length > 0 ||
      agent.definition?.tools?.some((rule) => rule.tool.startsWith('mcp__')),
  );
  const mcp = needsMcp ? await readMcpNames(roots.mcpConfigFiles) : undefined;
  const needsSkills = agents.some((agent) => agent.skills.length > 0);
  const skills = needsSkills ? await roots.skills() : undefined;

  await Promise.all(
    agents.map(async (agent) => {
      const before = agent.problems.length;
      for (const skill of agent.skills) {
        if (skills?.findPreloaded(skill.name, pluginOfAgent(agent))) continue;
        const offered = skills?.skills.map(
          (known) => `${known.name}${known.alias !== undefined ? ` (${known.alias})` : ''}`,
        );
        agent.problems.push(
          createProblem(
            'skill-unresolved',
            skill.at,
            `Skill '${skill.name}' was not found; the agent runs without it.`,
            `Create .claude/skills/${skill.name}/SKILL.md, or name a skill a run here offers: ${offered?.join(', ') || '(none)'}.`,
          ),
        );
      }
      for (const server of agent.mcpServers) {
        if (mcp?.names.has(server.name) || agent.inlineMcpServers.includes(server.name)) continue;
        const unreadable = mcp?.unreadable.length
          ? ` (${mcp.unreadable.join(', ')} could not be read as JSON)`
          : '';
        agent.problems.push(
          createProblem(
            'mcp-server-unresolved',
            server.at,
            `MCP server '${server.name}' is not configured${unreadable}; the agent runs without it.`,
            `Add "${server.name}" to "mcpServers" in .mcp.json, or define it inline: {command: "npx", args: [...]}.`,
          ),
        );
      }
      const unresolved = unresolvedTools(agent, mcp?.names ?? new Set());
      if (unresolved && agent.toolsAt) {
        agent.problems.push(
          createProblem(
            'tools-unresolved',
            agent.toolsAt,
            `No entry of tools names a tool Flotilla can give this agent (${unresolved.map(({ tool, reason }) => `${tool}: ${reason}`).join('; ')}); a run does not start it.`,
            'Tool names are case-sensitive: Read, Grep, Bash. An MCP tool needs its server under "mcpServers" in .mcp.json, or inline in the agent\'s mcpServers. Without the tools line the agent gets every tool.',
          ),
        );
      }
      if (agent.problems.length > before) sortByPosition(agent.problems);
    }),
  );
}

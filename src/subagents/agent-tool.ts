import { z } from 'zod';
import { ToolError } from '../errors.js';
import { formatToolRule, permissionModes } from '../agents/definition.js';
import { effortLevels } from '../model/effort.js';
import { defineTool } from '../tools/define-tool.js';
import { forkType } from './fork.js';
import type { AgentRecord, SubagentHub } from './subagent-hub.js';

/** The `model` values the Agent tool takes, in Claude Code 2.1.332's order (the wire schema): the model aliases. */
const agentToolModels = ['sonnet', 'opus', 'haiku', 'fable'] as const;

/**
 * The input schema as Claude Code 2.1.332 sends it (observed on its requests): `subagent_type`
 * "fork" forks, omitting it starts general-purpose; `model` and `effort` are enums ignored by a
 * fork; agents run in the background unless `run_in_background` is false. `name`, `team_name`
 * and `mode` are the teammate fields Claude Code shows with agent teams. There is no `cwd` (only
 * Claude Code's KAIROS schema has one): a subagent works in its parent's tree or its own
 * worktree, so its path rules and the .git guard always anchor at the project.
 * `isolation` takes only "worktree": "remote" (a cloud agent) has no headless equivalent.
 */
const inputSchema = z.object({
  description: z.string().min(1).describe('A short (3-5 word) description of the task'),
  prompt: z.string().min(1).describe('The task for the agent to perform'),
  subagent_type: z
    .string()
    .optional()
    .describe(
      'The type of specialized agent to use for this task; "fork" forks yourself (when forking is enabled)',
    ),
  model: z
    .enum(agentToolModels)
    .optional()
    .describe(
      "Optional model override for this agent, over its definition's model. Ignored for a fork: it runs on your model.",
    ),
  effort: z
    .enum(effortLevels)
    .optional()
    .describe(
      'Reasoning effort for this agent. Set it only when instructions ask for a specific effort. Ignored for a fork: it runs at your own effort.',
    ),
  run_in_background: z
    .boolean()
    .optional()
    .describe(
      'Agents run in the background by default; you are notified when one completes. Set to false only when your very next action depends on its result.',
    ),
  name: z
    .string()
    .optional()
    .describe('A name for the spawned agent, to address it with SendMessage'),
  team_name: z
    .string()
    .optional()
    .describe('Spawn the agent as a teammate of this team (TeamCreate first); needs name'),
  mode: z
    .enum(permissionModes)
    .optional()
    .describe("Permission mode for the agent; never more permissive than this agent's own"),
  isolation: z
    .enum(['worktree'])
    .optional()
    .describe(
      'Isolation mode. "worktree" creates a temporary git worktree so the agent works on an isolated copy of the repo.',
    ),
});

/**
 * One line per agent type: its description, which is what the caller chooses agents by (a team's
 * "Use when…" and examples), and its tools, as Claude Code lists the agent types to its lead.
 */
function agentTypeList(hub: SubagentHub, names: readonly string[]): string {
  return names
    .map((name) => {
      const definition = hub.agents.get(name);
      if (!definition) return `- ${name}`;
      // An empty list is no tools (Claude Code 2.1.332 lists it as "All tools", and spawns
      // the agent with none).
      const tools = definition.tools
        ? definition.tools.map(formatToolRule).join(', ') || 'None'
        : definition.disallowedTools?.length
          ? `All tools except ${definition.disallowedTools.map(formatToolRule).join(', ')}`
          : '*';
      const description = definition.description.trim();
      return `- ${name}${description ? `: ${description}` : ''} (Tools: ${tools})`;
    })
    .join('\n');
}

/** The Agent tool (seed 002): routes to a named agent or general-purpose, sync or background. */
export function createAgentTool(hub: SubagentHub, parent: AgentRecord) {
  const allowed = parent.definition.spawnableAgents;
  const types = () => hub.agents.names().filter((name) => !allowed || allowed.includes(name));
  return defineTool({
    name: 'Agent',
    description: [
      'Launch a subagent to handle a task on its own, with its own context and tools.',
      `Available agent types, what each is for and its tools:\n${agentTypeList(hub, types())}\n\n`,
      ...(hub.forkSubagents
        ? [
            'subagent_type "fork" forks yourself: the fork inherits your whole conversation and',
            'runs on your model; omitting subagent_type starts a fresh general-purpose agent.',
          ]
        : []),
      'Agents run in the background: you get a <task-notification> message when one finishes.',
      'Launch several agents in one turn to run them in parallel; set run_in_background to false',
      'only when your next step needs the result.',
    ].join(' '),
    kind: 'coordination',
    spawning: true,
    inputSchema,
    ruleSubject: (input) => input.subagent_type ?? 'general-purpose',
    async run(input, context) {
      const type = input.subagent_type ?? 'general-purpose';
      if (type === forkType && !hub.agents.get(forkType)) {
        return hub.fork(
          {
            prompt: input.prompt,
            description: input.description,
            toolUseId: context.toolUseId,
            ...(input.isolation ? { isolation: input.isolation } : {}),
          },
          parent,
        );
      }
      const available = types();
      if (allowed && !allowed.includes(type)) {
        throw new ToolError(
          `Agent type '${type}' may not be spawned by ${parent.definition.name}. Allowed types: ${available.join(', ') || 'none'}.`,
        );
      }
      const definition = hub.agents.get(type);
      if (!definition) {
        throw new ToolError(
          `Unknown agent type '${type}'. Available agent types: ${available.join(', ')}.`,
        );
      }
      if (input.team_name !== undefined && input.name === undefined) {
        throw new ToolError(
          `A teammate needs a name: give name with team_name '${input.team_name}' (teammates address each other by it).`,
        );
      }
      return hub.spawn(
        {
          definition,
          prompt: input.prompt,
          description: input.description,
          ...(input.model ? { model: input.model } : {}),
          ...(input.effort ? { effort: input.effort } : {}),
          ...(input.name ? { name: input.name } : {}),
          background: input.run_in_background !== false,
          ...(input.isolation ? { isolation: input.isolation } : {}),
          ...(input.mode ? { mode: input.mode } : {}),
          ...(input.team_name !== undefined ? { team: input.team_name } : {}),
          toolUseId: context.toolUseId,
        },
        parent,
        context.signal,
      );
    },
  });
}

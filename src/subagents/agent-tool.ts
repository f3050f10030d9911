import { z } from 'zod';
import { ToolError } from '../errors.js';
import { permissionModes } from '../agents/definition.js';
import { defineTool } from '../tools/define-tool.js';
import type { AgentRecord, SubagentHub } from './subagent-hub.js';

const inputSchema = z.object({
  description: z.string().min(1).describe('A short (3-5 word) description of the task'),
  prompt: z.string().min(1).describe('The task for the agent to perform'),
  subagent_type: z
    .string()
    .optional()
    .describe('The type of specialized agent to use for this task'),
  model: z
    .string()
    .optional()
    .describe('Optional model for this agent: sonnet, opus, haiku, fable, or a model id'),
  run_in_background: z
    .boolean()
    .optional()
    .describe('Run the agent in the background; you are notified when it completes'),
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
    .describe('"worktree": run the agent in its own git worktree'),
  cwd: z
    .string()
    .optional()
    .describe("A directory inside this agent's working tree for the new agent to work in"),
});

/** The Agent tool (seed 002): routes to a named agent or general-purpose, sync or background. */
export function createAgentTool(hub: SubagentHub, parent: AgentRecord) {
  const allowed = parent.definition.spawnableAgents;
  const types = () => hub.agents.names().filter((name) => !allowed || allowed.includes(name));
  return defineTool({
    name: 'Agent',
    description: [
      'Launch a subagent to handle a task on its own, with its own context and tools.',
      `Available agent types: ${types().join(', ')}.`,
      'Set run_in_background to launch it without waiting; you will get a <task-notification>',
      'message when it finishes. Launch several agents in one turn to run them in parallel.',
    ].join(' '),
    kind: 'coordination',
    inputSchema,
    ruleSubject: (input) => input.subagent_type ?? 'general-purpose',
    async run(input, context) {
      const type = input.subagent_type ?? 'general-purpose';
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
      if (input.cwd !== undefined && input.isolation === 'worktree') {
        throw new ToolError('Give either cwd or isolation: "worktree", not both.');
      }
      return hub.spawn(
        {
          definition,
          prompt: input.prompt,
          description: input.description,
          ...(input.model ? { model: input.model } : {}),
          ...(input.name ? { name: input.name } : {}),
          background: input.run_in_background === true,
          ...(input.isolation ? { isolation: input.isolation } : {}),
          ...(input.mode ? { mode: input.mode } : {}),
          ...(input.cwd !== undefined ? { cwd: input.cwd } : {}),
          ...(input.team_name !== undefined ? { team: input.team_name } : {}),
          toolUseId: context.toolUseId,
        },
        parent,
        context.signal,
      );
    },
  });
}

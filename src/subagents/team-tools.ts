import path from 'node:path';
import { writeFileAtomically } from '../platform/atomic-write.js';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { leadName, type Task, type TaskList } from '../team/index.js';
import { taskStatuses } from '../team/task-list.js';
import { defineTool, type AnyTool } from '../tools/define-tool.js';
import { prebuiltInputSchemas } from '../tools/prebuilt-input-schemas.js';
import type { AgentRecord, SubagentHub } from './subagent-hub.js';
import { memberNameOf, type TeamMemberRef, type TeamSession } from './team-session.js';

/**
 * The team tools with Claude Code's names and input schemas (seeds 001, 003): the lead creates
 * and deletes the team; everyone in it shares the task list. Results are JSON where the seeds
 * record JSON, short sentences otherwise.
 */
export function createTeamTools(hub: SubagentHub, record: AgentRecord): AnyTool[] {
  const session = hub.team;
  const me = memberNameOf(record);
  const tools: AnyTool[] = [];
  if (record.depth === 0) {
    tools.push(createTeamCreateTool(hub, record), createTeamDeleteTool(hub));
  }
  if (record.team !== undefined && session.teammate(me)?.planModeRequired) {
    tools.push(createExitPlanModeTool(hub, record));
  }
  tools.push(...createTaskListTools(session, record));
  return tools;
}

/**
 * TaskCreate, TaskGet, TaskList and TaskUpdate for one member of the session's team (a teammate:
 * `team` and `name`; the lead: neither, its active team). The lead without a team has a task
 * list of its own, as Claude Code's agent has one for its session with no team.
 */
export function createTaskListTools(session: TeamSession, member: TeamMemberRef): AnyTool[] {
  const teamOf = (): string | undefined => member.team ?? session.active;
  const listOf = (team: string | undefined): TaskList =>
    team === undefined ? session.ownTasks() : session.tasks(team);
  const me = memberNameOf(member);
  return [
    defineTool({
      name: 'TaskCreate',
      description:
        "Create a task in your task list to track multi-step work (in a team: the team's shared list, where teammates claim tasks with TaskUpdate, owner: their name). Use TaskUpdate addBlockedBy to make a task wait for others.",
      kind: 'coordination',
      inputJsonSchema: prebuiltInputSchemas.TaskCreate,
      inputSchema: z.object({
        subject: z.string().min(1).describe('A brief title for the task, in the imperative'),
        description: z.string().describe('What needs to be done, and how to tell it is done'),
        activeForm: z
          .string()
          .optional()
          .describe('Present continuous form shown while the task is in progress'),
        metadata: z.record(z.string(), z.unknown()).optional(),
      }),
      async run(input) {
        const task = await listOf(teamOf()).create({
          subject: input.subject,
          description: input.description,
          ...(input.activeForm !== undefined ? { activeForm: input.activeForm } : {}),
          ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
        });
        return `Task #${task.id} created successfully: ${task.subject}`;
      },
    }),
    defineTool({
      name: 'TaskGet',
      description:
        'Read one task of your task list (in a team, the shared one): its description, status, owner and dependencies.',
      kind: 'coordination',
      inputJsonSchema: prebuiltInputSchemas.TaskGet,
      inputSchema: z.object({ taskId: z.string().min(1).describe('The id of the task') }),
      async run(input) {
        const task = await listOf(teamOf()).get(input.taskId);
        if (task === undefined) throw new ToolError(`Task #${input.taskId} not found.`);
        return [
          `Task #${task.id}: ${task.subject}`,
          `Status: ${task.status}`,
          ...(task.owner ? [`Owner: ${task.owner}`] : []),
          `Description: ${task.description}`,
          ...(task.blockedBy.length ? [`Blocked by: ${ids(task.blockedBy)}`] : []),
          ...(task.blocks.length ? [`Blocks: ${ids(task.blocks)}`] : []),
        ].join('\n');
      },
    }),
    defineTool({
      name: 'TaskList',
      description:
        'List the tasks of your task list (in a team, the shared one) with status, owner and what blocks them. Prefer the lowest-id pending task that nothing blocks.',
      kind: 'coordination',
      inputJsonSchema: prebuiltInputSchemas.TaskList,
      inputSchema: z.object({}),
      async run() {
        const tasks = await listOf(teamOf()).list();
        if (tasks.length === 0) return 'No tasks found';
        return tasks.map(taskLine).join('\n');
      },
    }),
    defineTool({
      name: 'TaskUpdate',
      description: [
        'Update a task: status (pending, in_progress, completed, deleted), owner, subject, description, dependencies.',
        'To claim a task, set owner to your own name: a pending task that nothing blocks and nobody owns is yours, atomically; if another agent claimed it first, you are told so.',
        'Mark a task completed when it is done: the tasks it blocked become available.',
      ].join(' '),
      kind: 'coordination',
      inputJsonSchema: prebuiltInputSchemas.TaskUpdate,
      inputSchema: z.object({
        taskId: z.string().min(1).describe('The id of the task to update'),
        subject: z.string().optional(),
        description: z.string().optional(),
        activeForm: z.string().optional(),
        status: z.enum(taskStatuses).optional(),
        owner: z.string().optional().describe('The new owner (a member name); "" clears it'),
        addBlocks: z
          .array(z.string())
          .optional()
          .describe('Task ids that cannot start until this one completes'),
        addBlockedBy: z
          .array(z.string())
          .optional()
          .describe('Task ids that must complete before this one'),
        metadata: z.record(z.string(), z.unknown()).optional(),
      }),
      async run(input) {
        const team = teamOf();
        const tasks = listOf(team);
        const current = await tasks.get(input.taskId);
        if (current === undefined) throw new ToolError(`Task #${input.taskId} not found.`);
        // A task already its own (the lead assigned it) is not claimed again: its status is
        // updated like any other field, so `{status: in_progress, owner: me}` starts it.
        const own = input.owner === me && current.owner === me;
        const claiming =
          input.owner === me &&
          !own &&
          (input.status === undefined || input.status === 'in_progress');
        const fields: string[] = [];
        if (claiming) {
          const claim = await tasks.claim(input.taskId, me);
          if (!claim.claimed) {
            const why = {
              not_found: 'it does not exist',
              already_owned: `it is already owned by ${claim.task?.owner ?? 'another agent'}`,
              not_pending: `its status is ${claim.task?.status ?? 'not pending'}`,
              blocked: `it is blocked by ${ids(claim.blockedBy ?? [])}`,
            }[claim.reason];
            throw new ToolError(
              `Could not claim task #${input.taskId}: ${why}. Use TaskList to find another.`,
            );
          }
          fields.push('owner', 'status');
        }
        const patch = {
          ...(input.subject !== undefined ? { subject: input.subject } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.activeForm !== undefined ? { activeForm: input.activeForm } : {}),
          ...(input.status !== undefined && !claiming ? { status: input.status } : {}),
          ...(input.owner !== undefined && !claiming && !own
            ? { owner: input.owner === '' ? null : input.owner }
            : {}),
          ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
          ...(input.addBlocks ? { addBlocks: input.addBlocks } : {}),
          ...(input.addBlockedBy ? { addBlockedBy: input.addBlockedBy } : {}),
        };
        if (Object.keys(patch).length > 0) {
          const { task, unblocked } = await tasks.update(input.taskId, patch);
          // Named as the task shows them (Claude Code's "Updated task #2 blockedBy").
          fields.push(...Object.keys(patch).map((key) => changedField[key] ?? key));
          // Only a team's tasks wake teammates: the lead's own list is private to it, and its
          // ids are another list's (its #2 is not the team's #2).
          if (team !== undefined) await session.noteUnblocked(team, unblocked);
          if (
            team !== undefined &&
            input.owner !== undefined &&
            input.owner !== '' &&
            !claiming &&
            input.owner !== me
          ) {
            await assign(session, team, me, task);
          }
        }
        if (fields.length === 0) return `No changes to task #${input.taskId}.`;
        return `Updated task #${input.taskId} ${[...new Set(fields)].join(', ')}`;
      },
    }),
  ];
}

function createTeamCreateTool(hub: SubagentHub, lead: AgentRecord): AnyTool {
  const session = hub.team;
  return defineTool({
    name: 'TeamCreate',
    description:
      'Create a team with a shared task list and inboxes. Then spawn teammates with the Agent tool (team_name and name), create tasks with TaskCreate, and talk to teammates with SendMessage. One team at a time.',
    kind: 'coordination',
    inputJsonSchema: prebuiltInputSchemas.TeamCreate,
    inputSchema: z.object({
      team_name: z.string().min(1).describe('The name of the team, e.g. "review-team"'),
      description: z.string().optional().describe('What the team is for'),
      agent_type: z.string().optional().describe('The type of the team lead'),
    }),
    async run(input) {
      if (session.active !== undefined) {
        throw new ToolError(
          `Already leading team "${session.active}". Delete it with TeamDelete before creating another.`,
        );
      }
      const config = await session.directory.create({
        name: input.team_name,
        ...(input.description !== undefined
          ? { description: session.redact(input.description) }
          : {}),
        lead: { agentType: input.agent_type ?? leadName, model: lead.model, cwd: lead.root },
      });
      session.active = config.name;
      return JSON.stringify({
        team_name: config.name,
        team_file_path: `${session.store.root}/teams/${config.name}/config.json`,
        lead_agent_id: config.leadAgentId,
      });
    },
  });
}

function createTeamDeleteTool(hub: SubagentHub): AnyTool {
  const session = hub.team;
  return defineTool({
    name: 'TeamDelete',
    description:
      'Delete the team: its config, inboxes and task list. Every teammate must have shut down first (SendMessage type shutdown_request).',
    kind: 'coordination',
    inputJsonSchema: prebuiltInputSchemas.TeamDelete,
    inputSchema: z.object({}),
    async run() {
      const team = session.requireTeam();
      const active = hub.teamRun.runningTeammates();
      if (active.length > 0) {
        throw new ToolError(
          `Cannot cleanup team with ${active.length} active member(s): ${active.join(', ')}. Use requestShutdown to gracefully terminate teammates first.`,
        );
      }
      await hub.teamRun.deleteTeam(team);
      return JSON.stringify({
        success: true,
        message: `Cleaned up directories and worktrees for team "${team}"`,
        team_name: team,
      });
    },
  });
}

/**
 * ExitPlanMode for a teammate that must plan first (`planModeRequired`): the plan goes to the
 * lead as a `plan_approval_request` (its model answers with SendMessage plan_approval_response),
 * or, with `--approve-plans auto`, is approved at once. Approved, the teammate goes on in the
 * lead's permission mode.
 */
function createExitPlanModeTool(hub: SubagentHub, record: AgentRecord): AnyTool {
  const session = hub.team;
  const team = record.team as string;
  const name = memberNameOf(record);
  return defineTool({
    name: 'ExitPlanMode',
    description:
      "You are in plan mode: you may read, not change anything. When your plan is ready, submit it here for the team lead's approval, then end your turn: the decision arrives in your inbox.",
    kind: 'coordination',
    inputSchema: z.object({ plan: z.string().min(1).describe('The plan, in Markdown') }),
    async run(input) {
      const state = session.teammate(name);
      if (!state?.planModeRequired) throw new ToolError('You are not in plan mode.');
      if (state.pendingPlan !== undefined) {
        throw new ToolError(
          `Your plan ${state.pendingPlan} is already waiting for the lead's decision; end your turn and wait for it.`,
        );
      }
      const now = Date.parse(session.timestamp());
      const requestId = `plan_approval-${now}@${name}@${team}`;
      const planFilePath = path.join(session.store.root, 'plans', `${name}-${now}.md`);
      // The state directory can be in the repository: no link in it takes the plan elsewhere.
      await writeFileAtomically(planFilePath, session.redact(input.plan), {
        mode: 0o600,
        directoryMode: 0o700,
        confinedTo: session.store.root,
      });
      if (hub.teamRun.approvesPlansItself) {
        await session.sendStructured(team, name, leadName, {
          type: 'plan_approval_response',
          requestId,
          approved: true,
          timestamp: session.timestamp(),
          permissionMode: session.leadMode,
        });
        hub.teamRun.approvePlan(record);
        return `Your plan has been approved (--approve-plans auto). You can now proceed with implementation in ${session.leadMode} mode.`;
      }
      state.pendingPlan = requestId;
      await session.sendStructured(team, leadName, name, {
        type: 'plan_approval_request',
        from: name,
        timestamp: session.timestamp(),
        planFilePath,
        planContent: input.plan,
        requestId,
      });
      return `Your plan has been submitted to the team lead for approval (request ${requestId}). End your turn: the decision arrives in your inbox.`;
    },
  });
}

/** TaskUpdate(owner=X) by someone else tells X (a task_assignment in X's inbox). */
async function assign(session: TeamSession, team: string, from: string, task: Task): Promise<void> {
  if (task.owner === undefined || session.teammate(task.owner) === undefined) return;
  await session.sendStructured(team, task.owner, from, {
    type: 'task_assignment',
    taskId: task.id,
    subject: task.subject,
    description: task.description,
    assignedBy: from,
    timestamp: session.timestamp(),
  });
}

const changedField: Readonly<Record<string, string>> = {
  addBlocks: 'blocks',
  addBlockedBy: 'blockedBy',
};

function taskLine(task: Task): string {
  return [
    `#${task.id} [${task.status}] ${task.subject}`,
    ...(task.owner ? [` (${task.owner})`] : []),
    ...(task.blockedBy.length ? [` [blocked by ${ids(task.blockedBy)}]`] : []),
  ].join('');
}

function ids(list: readonly string[]): string {
  return list.map((id) => `#${id}`).join(', ');
}

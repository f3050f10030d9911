import { existsSync } from 'node:fs';
import type { AgentMcpTools } from '../mcp/mcp-servers.js';
import type { HookRunner } from '../hooks/hook-runner.js';
import type { BackgroundTaskEntry } from '../hooks/hook-types.js';
import { createSessionHookRunner } from '../hooks/hook-session.js';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AgentDefinition, PermissionMode } from '../agents/definition.js';
import { errorMessage, ToolError, UserError } from '../errors.js';
import type { SandboxPolicy } from '../platform/sandbox.js';
import { runAgent, type AgentOutcome, type AgentRunOptions } from '../loop/run-agent.js';
import { Transcript } from '../loop/transcript.js';
import type { AgentMemory } from '../memory/agent-memory.js';
import type { MessageParam } from '../model/types.js';
import { emptyUsage, totalTokens } from '../model/model-client.js';
import { drainQueue } from '../notifications/drain.js';
import { CommandQueue } from '../notifications/queue.js';
import { createReportFindingsTool } from '../results/report-findings-tool.js';
import { leadAgentId } from '../results/run-result.js';
import { SessionShells } from '../tools/background-shells.js';
import type { AnyTool } from '../tools/define-tool.js';
import type { PermissionGate } from '../loop/tool-execution.js';
import { checkSpawnMode, workerModeUnder } from './spawn-options.js';
import {
  AgentProgress,
  handBackText,
  notStarted,
  recordAgentRun,
  taskResultOf,
} from './agent-outcome.js';
import { agentSignal, settledWithin } from './agent-signals.js';
import { createAgentTool } from './agent-tool.js';
import {
  coordinationToolNames,
  spawnDepthRefusal,
  spawnDepthWarning,
  spawnedDefinition,
  type CoordinationToolName,
} from './coordination.js';
import { forkMessages, forkTools, forkType, type ForkBase } from './fork.js';
import type { Effort } from '../model/effort.js';
import {
  BackgroundTasks,
  type BackgroundTask,
  stopHookBackgroundTasks,
  taskDuration,
  type LaunchSpec,
  type TaskWorkResult,
} from './background-tasks.js';
import type { TaskEndStatus } from '../notifications/task-notification.js';
import { OutputFile, outputSoFar } from './output-file.js';
import type {
  SubagentPorts,
  ToolboxInheritance,
  WorktreeHandle,
  WorktreeOutcome,
} from './ports.js';
import { createSendMessageTool } from './send-message.js';
import { createTaskOutputTool, createTaskStopTool } from './task-tools.js';
import { withSkillListing } from '../skills/skill-tool.js';
import { agentIdOf } from '../team/index.js';
import { teammateInput, teammateOutcome, teammatePrompt } from './teammate-loop.js';
import { createTeamTools } from './team-tools.js';
import type { TeamSession } from './team-session.js';
import { TeamRun, type TeammateHere } from './team-run.js';

/** One agent of the run: the lead or a subagent, running or ended. */
export interface AgentRecord {
  agentId: string;
  definition: AgentDefinition;
  /** The name given at spawn (`Agent({name})`), an address for SendMessage. */
  name?: string;
  description: string;
  model: string;
  root: string;
  worktree?: WorktreeHandle;
  /** 0 = the lead. */
  depth: number;
  messages: MessageParam[];
  transcript: Transcript;
  outputFile: string;
  toolUseId?: string;
  /** Who gets this agent's task notifications: an agentId, or undefined for the lead. */
  notifyTo?: string;
  running: boolean;
  /** A TaskStop asked this agent to stop: its `killed` end was chosen, not a failure. */
  stopRequested?: boolean;
  /** Its memory files (CLAUDE.md); undefined under `--bare`. */
  memory?: AgentMemory;
  /** The team it is a teammate of (its `name` is its member name); undefined: not a teammate. */
  team?: string;
  /** The request of the plan a teammate still waited to have approved when the run ended it. */
  unapprovedPlan?: string;
  /** Rebuilds its permission gate after its definition's mode changed (an approved plan). */
  refreshPermissions?: () => void;
  /** What a fork of this agent copies (its rendered system prompt, exact tools); set as it runs. */
  forkBase?: ForkBase;
  /** This agent is a fork (subagent_type "fork"): it runs on its parent's base, never forks. */
  fork?: boolean;
  /** A fork's: what its toolbox starts with of its parent's, copied when it forked. */
  inherited?: ToolboxInheritance;
}

export interface SpawnRequest {
  definition: AgentDefinition;
  prompt: string;
  description: string;
  model?: string;
  /** The Agent tool's `effort`, over the definition's. */
  effort?: Effort;
  name?: string;
  background: boolean;
  isolation?: 'worktree';
  /** Permission mode for the new agent (narrower than or equal to the parent's). */
  mode?: PermissionMode;
  /** Spawn as a teammate of this team (the lead's active team); needs `name`. */
  team?: string;
  toolUseId: string;
}

/** The lead's view of the subagents it may have: spawn, talk to, stop, read. */
export class SubagentHub {
  readonly queue = new CommandQueue();
  readonly tasks: BackgroundTasks;
  /** Every agent's background shells (each agent's own are in its loop, src/loop/run-agent.ts). */
  readonly shells = new SessionShells();
  /** The run's agent team (TeamCreate, teammates, inboxes, the shared task list). */
  readonly teamRun: TeamRun;
  private readonly records = new Map<string, AgentRecord>();
  private readonly names = new Map<string, string>();
  /** The output file of each agent that is running, to flush before TaskOutput reads it. */
  private readonly outputs = new Map<string, OutputFile>();
  private counter = 0;
  private closing = false;
  /** Makes worktree slugs unique per run: a later run never picks up an earlier run's branch. */
  private readonly runToken = randomBytes(3).toString('hex');
  /** Worktrees made again for resumed agents (reopenWorktree), for unique names. */
  private reopened = 0;
  /** The agent types already warned of naming Agent where they cannot spawn: once each. */
  private readonly warnedSpawnDepth = new Set<string>();

  constructor(private readonly ports: SubagentPorts) {
    this.tasks = new BackgroundTasks(this.queue, ports.limits.concurrency);
    this.teamRun = new TeamRun(this, ports);
  }

  /**
   * The run's work under way, as Stop and SubagentStop hooks list it: every background agent
   * still at work and every background shell still running, whichever agent started it.
   */
  backgroundWork(): BackgroundTaskEntry[] {
    return stopHookBackgroundTasks(this.tasks.active(), this.shells.running());
  }

  /** The team's locked files and in-memory state (TeamCreate, inboxes, the shared task list). */
  get team(): TeamSession {
    return this.teamRun.session;
  }

  /**
   * A resumed conversation already named agents up to `a<highest>-…`: this run's are numbered
   * after them, so an id never names two agents in one conversation.
   */
  numberAgentsAfter(highest: number): void {
    this.counter = Math.max(this.counter, highest);
  }

  /** Registers the lead (depth 0) so its coordination tools know who is asking. */
  /** `sessionFile`: where the lead's transcript is also written, as its session. */
  registerLead(definition: AgentDefinition, model: string, sessionFile?: string): AgentRecord {
    this.teamRun.setLeadMode(this.permissionModeOf(definition));
    return this.register(
      {
        agentId: leadAgentId,
        definition,
        description: 'lead',
        model,
        root: this.ports.repoRoot,
        depth: 0,
      },
      sessionFile ? [sessionFile] : [],
    );
  }

  /** The mode an agent runs under: its definition's, else the run's. */
  permissionModeOf(definition: AgentDefinition): PermissionMode {
    return definition.permissionMode ?? this.ports.permissionMode;
  }

  /** Whether `subagent_type: "fork"` forks (`--fork-subagents`, setting `forkSubagents`). */
  get forkSubagents(): boolean {
    return this.ports.forkSubagents === true;
  }

  get(agentId: string): AgentRecord | undefined {
    return this.records.get(agentId);
  }

  /** Finds an agent by the name it was spawned with, or by agentId. */
  resolve(to: string): AgentRecord | undefined {
    return this.records.get(this.names.get(to) ?? to);
  }

  knownAgents(): string[] {
    return [...this.records.values()]
      .filter((record) => record.depth > 0)
      .map((record) => (record.name ? `${record.name} (${record.agentId})` : record.agentId));
  }

  /** The coordination tools an agent gets: Agent (if it may spawn), messaging, task control, findings. */
  coordinationTools(record: AgentRecord): AnyTool[] {
    const build: Record<CoordinationToolName, () => AnyTool> = {
      SendMessage: () => createSendMessageTool(this, record),
      TaskStop: () => createTaskStopTool(this),
      TaskOutput: () => createTaskOutputTool(this),
      ReportFindings: () => createReportFindingsTool(this.ports.recorder),
      Agent: () => createAgentTool(this, record),
    };
    const maxSpawnDepth = this.ports.limits.maxSpawnDepth;
    const tools = coordinationToolNames(record, maxSpawnDepth).map((name) => build[name]());
    const warning = spawnDepthWarning(record, maxSpawnDepth);
    if (warning && !this.warnedSpawnDepth.has(record.definition.name)) {
      this.warnedSpawnDepth.add(record.definition.name);
      this.ports.warn?.(warning);
    }
    if (record.depth === 0 || record.team !== undefined) {
      tools.push(...createTeamTools(this, record));
    }
    return tools;
  }

  get agents(): SubagentPorts['agents'] {
    return this.ports.agents;
  }

  /** Spawns a subagent of `parent`: waits for it (sync) or returns at once (background). */
  async spawn(request: SpawnRequest, parent: AgentRecord, signal: AbortSignal): Promise<string> {
    this.refuseWhenClosing();
    const beyondDepth = spawnDepthRefusal(parent, this.ports.limits.maxSpawnDepth);
    if (beyondDepth) throw new ToolError(beyondDepth);
    if (request.name && this.names.has(request.name)) {
      throw new ToolError(
        `An agent named '${request.name}' already exists. Choose another name, or SendMessage to it.`,
      );
    }
    const mode = request.mode !== undefined ? workerModeUnder(request.mode) : undefined;
    if (mode) checkSpawnMode(mode, this.permissionModeOf(parent.definition));
    const definition = spawnedDefinition(
      request.definition,
      { ...(mode ? { mode } : {}), ...(request.effort ? { effort: request.effort } : {}) },
      this.ports.permissionMode,
      request.team !== undefined ? 'teammate' : 'subagent',
    );
    const team =
      request.team !== undefined ? this.teamRun.checkTeam(request.team, parent) : undefined;
    const agentId =
      team !== undefined && request.name
        ? agentIdOf(request.name, team)
        : agentIdFor(++this.counter, request.definition.name);
    const isolation = request.isolation ?? request.definition.isolation;
    const worktree =
      isolation === 'worktree' ? await this.isolatedWorktree(agentId, request, parent) : undefined;
    // Joined only once it can start (its worktree made): a teammate that never ran is no member.
    if (team !== undefined)
      await this.teamRun.joinTeam(team, request, parent, worktreeCwd(worktree));
    const record = this.register({
      agentId,
      definition,
      ...(request.name ? { name: request.name } : {}),
      description: request.description,
      model: this.ports.resolveModel(request.model ?? request.definition.model, parent.model),
      root: worktreeCwd(worktree) ?? parent.root,
      ...(worktree ? { worktree } : {}),
      depth: parent.depth + 1,
      toolUseId: request.toolUseId,
      ...(parent.depth > 0 ? { notifyTo: parent.agentId } : {}),
      ...(team !== undefined ? { team } : {}),
    });
    // A teammate process builds its own first message, and writes its own transcript.
    if (team === undefined || !this.teamRun.usesProcesses) {
      await this.rememberFirstMessage(record, request.prompt);
    }

    if (team !== undefined) {
      this.launchBackground(
        record,
        request.prompt,
        this.teamRun.usesProcesses
          ? (signal) => this.teamRun.runTeammateProcess(record, signal)
          : undefined,
      );
      return [
        'Spawned successfully.',
        `agent_id: ${record.agentId}`,
        `name: ${record.name ?? ''}`,
        `team_name: ${team}`,
        'The agent is now running and will receive instructions via mailbox.',
      ].join('\n');
    }
    const background =
      request.background || request.definition.background === true || this.ports.forceBackground;
    if (background) {
      this.launchBackground(record, request.prompt);
      return [
        'Async agent launched successfully.',
        `agentId: ${record.agentId}${record.name ? ` (name: ${record.name})` : ''}`,
        `output_file: ${record.outputFile}`,
        'The agent is working in the background. You will be notified automatically when it completes;',
        'do not guess its result. Use TaskOutput to check on it (non-blocking: block false), SendMessage to',
        'give it more instructions, TaskStop to stop it.',
      ].join('\n');
    }

    this.taskStarted(record, request.prompt, false);
    const outcome = await this.execute(record, signal);
    const changes = (await this.finishWorktree(record)).line;
    this.taskEnded(record, { ...taskResultOf(outcome), durationMs: outcome.durationMs }, false);
    if (outcome.status === 'failed' && !outcome.finalText) {
      throw new ToolError(
        `Agent '${record.definition.name}' failed: ${outcome.error ?? 'unknown error'}`,
      );
    }
    return [
      handBackText(outcome, '(The agent produced no text.)'),
      ...(changes ? [`\n${changes}`] : []),
      '',
      `agentId: ${record.agentId} (use SendMessage with to: '${record.agentId}' to continue this agent)`,
      // Claude Code 2.1.332's words and count: the tokens of the agent's last request.
      `<usage>subagent_tokens: ${totalTokens(outcome.lastUsage ?? emptyUsage())}`,
      `tool_uses: ${outcome.toolUses}`,
      `duration_ms: ${Math.round(outcome.durationMs)}</usage>`,
    ].join('\n');
  }

  /**
   * `Agent({subagent_type: "fork"})`: a background child that continues `parent`'s conversation
   * from the assistant turn that called it, on the parent's system prompt, exact tools, model and
   * effort, so its first request repeats the parent's last one byte for byte and the prompt cache
   * serves it (seed 002, AgentTool fork). Its result comes back as a task notification. With
   * `isolation: "worktree"` it works in a worktree of its own, finished as any isolated agent's.
   */
  async fork(
    request: Pick<SpawnRequest, 'prompt' | 'description' | 'toolUseId' | 'isolation'>,
    parent: AgentRecord,
  ): Promise<string> {
    this.refuseWhenClosing();
    if (!this.forkSubagents) {
      throw new ToolError(
        `Forking is off in this run: give a subagent_type (${this.agents.names().join(', ')}) or omit it for general-purpose. Forks are enabled by --fork-subagents, the setting forkSubagents or the Action input fork_subagents.`,
      );
    }
    if (parent.fork) {
      throw new ToolError(
        'A fork cannot fork again: do the task yourself and end your turn with the result.',
      );
    }
    const base = parent.forkBase;
    if (!base) throw new ToolError(`${parent.agentId} cannot be forked: it is not running.`);
    const agentId = agentIdFor(++this.counter, forkType);
    const definition: AgentDefinition = { ...parent.definition, name: forkType };
    const worktree =
      request.isolation === 'worktree'
        ? await this.isolatedWorktree(agentId, { definition, model: parent.model }, parent)
        : undefined;
    const record = this.register({
      agentId,
      definition,
      description: request.description,
      model: parent.model,
      root: worktreeCwd(worktree) ?? parent.root,
      ...(worktree ? { worktree } : {}),
      depth: parent.depth + 1,
      toolUseId: request.toolUseId,
      ...(parent.depth > 0 ? { notifyTo: parent.agentId } : {}),
      fork: true,
    });
    if (parent.memory) record.memory = parent.memory;
    record.forkBase = base;
    record.inherited = base.inheritance();
    const moved = worktree ? { from: parent.root, to: record.root } : undefined;
    for (const message of forkMessages(parent.messages, request.prompt, moved))
      this.remember(record, message);
    this.launchBackground(record, request.prompt);
    return [
      'Fork launched successfully.',
      `agentId: ${record.agentId}`,
      `output_file: ${record.outputFile}`,
      'The fork works in the background with your context. You will be notified automatically when',
      'it completes; do not guess its result.',
    ].join('\n');
  }

  /**
   * The git worktree an agent asked to be isolated works in, made before it is registered. When
   * there is none to be had, the agent is recorded as not started and the spawner gets why.
   */
  private async isolatedWorktree(
    agentId: string,
    request: Pick<SpawnRequest, 'definition' | 'model' | 'name'>,
    parent: AgentRecord,
  ): Promise<WorktreeHandle> {
    if (!this.ports.worktrees) {
      throw this.notStarted(
        agentId,
        request,
        parent,
        'it asks for worktree isolation, and the run is not in a git repository with a commit',
      );
    }
    // Reserve the name across the await, so two spawns in one turn cannot both take it.
    if (request.name) this.names.set(request.name, agentId);
    try {
      return await this.ports.worktrees.create(`${agentId}-${this.runToken}`);
    } catch (error) {
      if (request.name) this.names.delete(request.name);
      throw this.notStarted(
        agentId,
        request,
        parent,
        `it could not get its worktree: ${errorMessage(error)}`,
      );
    }
  }

  /**
   * An agent that could not start is recorded as failed with the reason (the run says so: it is
   * partial), and the spawning agent gets the reason as a tool error.
   */
  private notStarted(
    agentId: string,
    request: Pick<SpawnRequest, 'definition' | 'model'>,
    parent: AgentRecord,
    reason: string,
  ): ToolError {
    const model = this.ports.resolveModel(request.model ?? request.definition.model, parent.model);
    recordAgentRun(
      this.ports.recorder,
      {
        agentId,
        name: request.definition.name,
        model,
        contextWindow: this.ports.contextWindowFor?.(model),
      },
      notStarted(reason),
    );
    return new ToolError(`Agent '${request.definition.name}' could not start: ${reason}.`);
  }

  /** SendMessage: queue for a running agent, resume an ended one in the background. */
  sendMessage(to: string, text: string, from: AgentRecord): string {
    this.refuseWhenClosing();
    const record = this.resolve(to);
    if (!record || record.depth === 0) {
      const known = this.knownAgents();
      throw new ToolError(
        `No agent '${to}'. ${known.length ? `Known agents: ${known.join(', ')}.` : 'No subagent has been started yet.'}`,
      );
    }
    if (record.team !== undefined) {
      // A member is reached through its inbox (SendMessage routes there first): this one has
      // left its team, and running it again would put it back to work outside any team.
      const ended = this.tasks.get(record.agentId)?.status;
      throw new ToolError(
        `"${to}" was a teammate in team "${record.team}" and has left it${ended ? ` (${ended})` : ''}: a teammate that left is not resumed, so the message was not sent. To go on with its work, spawn a new teammate (Agent with team_name and name).`,
      );
    }
    const message = `<message from="${from.name ?? from.agentId}">\n${text}\n</message>`;
    if (record.running) {
      this.queue.enqueue({ kind: 'message', target: record.agentId, text: message });
      return `Message queued for ${record.agentId}; it is delivered at the agent's next tool-round boundary.`;
    }
    this.remember(record, { role: 'user', content: message });
    if (from.depth > 0) record.notifyTo = from.agentId;
    else delete record.notifyTo;
    this.launchBackground(record, message);
    return [
      `Agent ${record.agentId} was not running; it has been resumed in the background with your message.`,
      `output_file: ${record.outputFile}`,
      'You will be notified when it completes.',
    ].join('\n');
  }

  /** `shellIds`: the asking agent's background shells, named among the known tasks. */
  stopTask(taskId: string, shellIds: readonly string[] = []): string {
    const task = this.tasks.get(this.names.get(taskId) ?? taskId);
    if (!task) throw this.unknownTask(taskId, shellIds);
    const record = this.records.get(task.id);
    if (record) record.stopRequested = true;
    if (!this.tasks.stop(task.id)) {
      if (record) delete record.stopRequested;
      throw new ToolError(`Task ${task.id} is not running (status: ${task.status}).`);
    }
    return `Stop requested for task ${task.id} (${task.description}).`;
  }

  async taskOutput(
    taskId: string,
    block: boolean,
    timeoutMs: number,
    signal: AbortSignal,
    shellIds: readonly string[] = [],
  ): Promise<string> {
    const task = this.tasks.get(this.names.get(taskId) ?? taskId);
    if (!task) throw this.unknownTask(taskId, shellIds);
    if (block && (task.status === 'queued' || task.status === 'running')) {
      await settledWithin(task.settled, timeoutMs, signal);
    }
    const ended = task.status !== 'queued' && task.status !== 'running';
    if (ended) this.tasks.markReported(task);
    // The output file lies outside the working tree (the state directory), where Read may not
    // go: what the agent has produced so far comes with the answer.
    await this.outputs.get(task.id)?.flush();
    const soFar = ended ? '' : await outputSoFar(task.outputFile);
    return [
      `<task_id>${task.id}</task_id>`,
      `<status>${task.status}</status>`,
      ...(ended
        ? [`<result>\n${task.result}\n</result>`]
        : [
            `<output_file>${task.outputFile}</output_file>`,
            ...(soFar ? [`<output>\n${soFar}\n</output>`] : []),
          ]),
    ].join('\n');
  }

  /** The lead's drain: everything queued for it; waits while background work is still active. */
  drainForLead(wait: boolean, signal: AbortSignal): Promise<string[]> {
    // Teammates' messages (idle notifications among them) reach the lead through its inbox file;
    // an idle teammate is not work the lead waits for.
    const collect = () => this.teamRun.collectLeadInbox();
    const working = {
      activeFor: (target: string | undefined) =>
        this.tasks.activeFor(target).filter((task) => !this.teamRun.isIdleTeammate(task.id)),
      modelCallSequence: () => this.tasks.modelCallSequence(),
      isSettling: (task: BackgroundTask, sequence: number) => this.tasks.isSettling(task, sequence),
      noteActivity: (id: string, kind: 'working') => this.tasks.noteActivity(id, kind),
    };
    return drainQueue(this.queue, working, undefined, wait, signal, collect);
  }

  /** Everything queued for `target` (undefined: the lead); see drainQueue. */
  drainFor(target: string | undefined, wait: boolean, signal: AbortSignal): Promise<string[]> {
    return drainQueue(this.queue, this.tasks, target, wait, signal);
  }

  /** Stops every background task (a run-level limit), then waits for them to end. */
  async shutdown(reason: string): Promise<void> {
    // No new work from here on: an agent still mid-call cannot start or resume another.
    this.closing = true;
    while (this.tasks.hasActive()) {
      this.tasks.stopAll(new Error(reason));
      await Promise.allSettled(this.tasks.list().map((task) => task.settled));
    }
    await Promise.all([...this.records.values()].map((record) => record.transcript.close()));
    for (const record of this.records.values()) {
      if (record.transcript.error !== undefined) {
        this.ports.warn?.(
          `could not write the transcript of ${record.agentId} (${record.transcript.file}): ${errorMessage(record.transcript.error)}`,
        );
      }
    }
  }

  private refuseWhenClosing(): void {
    if (this.closing) {
      throw new ToolError('The run is ending: no agent is started or resumed any more.');
    }
  }

  /** Adds a message to an agent's conversation and its transcript (a failed write is not fatal). */
  private remember(record: AgentRecord, message: MessageParam): void {
    record.messages.push(message);
    record.transcript.append(message);
  }

  private unknownTask(taskId: string, shellIds: readonly string[]): ToolError {
    const known = [...this.tasks.list().map((task) => task.id), ...shellIds];
    return new ToolError(
      `No task '${taskId}'. Known tasks: ${known.length > 0 ? known.join(', ') : 'none'}.`,
    );
  }

  private register(
    fields: Omit<AgentRecord, 'messages' | 'transcript' | 'outputFile' | 'running'>,
    transcriptCopies: readonly string[] = [],
  ): AgentRecord {
    const record: AgentRecord = {
      ...fields,
      messages: [],
      transcript: new Transcript(
        path.join(this.ports.stateDir, 'transcripts', `${fields.agentId}.jsonl`),
        this.ports.redact,
        transcriptCopies,
        this.ports.stateDir,
        fields.depth > 0,
      ),
      outputFile: path.join(this.ports.stateDir, 'tasks', `${fields.agentId}.output`),
      running: false,
    };
    this.records.set(record.agentId, record);
    if (record.name) this.names.set(record.name, record.agentId);
    return record;
  }

  /**
   * Runs `name`, a member of `team` whose process this is (`flotilla teammate`), to its end: the
   * same teammate loop as in the lead's process, over the same locked files.
   */
  async runTeammateHere(
    member: TeammateHere,
    prompt: string,
    signal: AbortSignal,
  ): Promise<AgentOutcome> {
    const record = this.register({
      agentId: agentIdOf(member.name, member.team),
      definition: member.definition,
      name: member.name,
      description: member.name,
      model: member.model,
      root: member.root,
      depth: 1,
      team: member.team,
    });
    await this.rememberFirstMessage(record, prompt);
    return this.execute(record, signal);
  }

  /** The agent's first message: its prompt with its memory and the skill listing it may use. */
  private async rememberFirstMessage(record: AgentRecord, prompt: string): Promise<void> {
    const memory = this.ports.memoryFor?.(record.definition, record.root);
    if (memory) record.memory = memory;
    const { skillListing } = this.ports.toolbox(record.definition, [], record.root);
    this.remember(
      record,
      withSkillListing(
        memory ? await memory.firstMessage(prompt) : { role: 'user', content: prompt },
        skillListing,
      ),
    );
  }

  /**
   * Starts (or resumes) `record` in the background with `prompt`, the message it starts on;
   * `work` replaces running the agent here (a teammate in its own process).
   */
  private launchBackground(
    record: AgentRecord,
    prompt: string,
    work?: (signal: AbortSignal) => Promise<TaskWorkResult>,
  ): BackgroundTask {
    record.running = true;
    this.taskStarted(record, prompt, true);
    const spec: LaunchSpec = {
      id: record.agentId,
      agentName: record.definition.name,
      description: record.description,
      ...(record.toolUseId ? { toolUseId: record.toolUseId } : {}),
      outputFile: record.outputFile,
      notifyTarget: () => {
        const to = record.notifyTo;
        // An addressee that has ended would never read it: the lead gets it instead.
        return to !== undefined && this.records.get(to)?.running ? to : undefined;
      },
      onSettled: (task) => {
        // A task stopped while still queued never ran `execute`, which clears the flag.
        if (this.tasks.get(task.id) === task) record.running = false;
        this.taskEnded(
          record,
          {
            status: task.status as TaskEndStatus,
            result: task.result,
            usage: task.usage,
            toolUses: task.toolUses,
            durationMs: taskDuration(task),
          },
          true,
        );
      },
      // The worktree is finished before the task ends, so its notification can say where the
      // agent's work is kept (as Claude Code's does).
      work: async (signal: AbortSignal): Promise<TaskWorkResult> => {
        await this.reopenWorktree(record);
        const result = work ? await work(signal) : taskResultOf(await this.execute(record, signal));
        const { kept } = await this.finishWorktree(record);
        return { ...result, ...(kept ? { worktree: kept } : {}) };
      },
    };
    return this.tasks.get(record.agentId) ? this.tasks.relaunch(spec) : this.tasks.launch(spec);
  }

  /**
   * A subagent starts as a task of the agent it reports to (the lead, or the subagent that
   * spawned it): an event for the run's listeners (stream-json prints it as Claude Code does).
   */
  private taskStarted(record: AgentRecord, prompt: string, background: boolean): void {
    this.ports.onEvent?.({
      type: 'task_started',
      agentId: record.notifyTo ?? leadAgentId,
      taskId: record.agentId,
      ...(record.toolUseId ? { toolUseId: record.toolUseId } : {}),
      agentName: record.definition.name,
      description: record.description,
      prompt,
      background,
      depth: record.depth,
    });
  }

  /** The task of `record` ended: what it handed back, as its notification says it. */
  private taskEnded(
    record: AgentRecord,
    end: Pick<TaskWorkResult, 'status' | 'result' | 'usage' | 'toolUses'> & { durationMs: number },
    background: boolean,
  ): void {
    this.ports.onEvent?.({
      type: 'task_ended',
      agentId: record.notifyTo ?? leadAgentId,
      taskId: record.agentId,
      ...(record.toolUseId ? { toolUseId: record.toolUseId } : {}),
      ...end,
      outputFile: record.outputFile,
      background,
    });
  }

  /**
   * Runs (or resumes) one subagent to its end, recording it in the run. Never throws: an error
   * (a model call that may not be retried, a broken state directory) ends it as `failed`, with
   * the usage it had so far.
   */
  private async execute(record: AgentRecord, parentSignal: AbortSignal): Promise<AgentOutcome> {
    record.running = true;
    const { signal, dispose } = agentSignal(parentSignal, this.ports.limits.agentTimeoutMs);
    const output = new OutputFile(record.outputFile, this.ports.redact, this.ports.stateDir);
    this.outputs.set(record.agentId, output);
    const progress = new AgentProgress();
    let outcome: AgentOutcome;
    let mcp: AgentMcpTools | undefined;
    try {
      const hooks = hooksFor(record, this.ports, signal, () => this.backgroundWork());
      let setup: Pick<
        AgentRunOptions,
        | 'systemPrompt'
        | 'tools'
        | 'gate'
        | 'toolContext'
        | 'effort'
        | 'contextWindow'
        | 'compaction'
        | 'maxOutputTokens'
      > &
        Partial<Pick<AgentRunOptions, 'attachToToolResults' | 'refreshTools'>>;
      if (record.fork && record.forkBase) {
        // A fork runs on its parent's base: the same system prompt, tools (its own coordination
        // and Skill tools in their places) and effort, so its requests start with its parent's
        // bytes. Its permission gate is its own, anchored at its tree, with its parent's grants
        // of the moment it forked.
        const { inheritance: _parentsOwn, ...base } = record.forkBase;
        const coordination = this.coordinationTools(record);
        const own = this.ports.toolbox(
          record.definition,
          coordination,
          record.root,
          record.inherited,
          [record.transcript.file],
        );
        const { sandbox: _parentSandbox, ...shared } = base.toolContext;
        setup = {
          ...base,
          tools: forkTools(base.tools, [
            ...coordination,
            // Its Read opens its own transcript, not its parent's.
            ...own.tools.filter((tool) => tool.name === 'Skill' || tool.name === 'Read'),
          ]),
          gate: own.gate,
          ...(own.attachToToolResults ? { attachToToolResults: own.attachToToolResults } : {}),
          ...(record.root === base.toolContext.root
            ? {}
            : {
                // In its own worktree: its tools' paths and sandbox are anchored there.
                toolContext: {
                  ...shared,
                  root: record.root,
                  ...(own.extraRoots ? { extraRoots: own.extraRoots } : {}),
                  ...(own.hiddenFromSearch ? { hiddenFromSearch: own.hiddenFromSearch } : {}),
                  ...sandboxOf(record, this.ports),
                },
              }),
        };
      } else {
        let toolbox = this.ports.toolbox(
          record.definition,
          this.coordinationTools(record),
          record.root,
          undefined,
          [record.transcript.file],
        );
        const { tools, extraRoots, hiddenFromSearch, attachToToolResults, openMcpTools } = toolbox;
        const opened = await openMcpTools();
        mcp = opened;
        // Claude Code 2.1.332 refuses to spawn an agent whose tools list resolved to nothing (a
        // failed task, or an error result to a waiting spawner): it would work with no tools.
        const refusal = toolbox.refusal(opened.offered);
        if (refusal) throw new UserError(refusal);
        // A plan-mode teammate whose plan is approved goes on in the lead's mode: the gate follows.
        const gate: PermissionGate = {
          decide: (tool, input, approval) => toolbox.gate.decide(tool, input, approval),
        };
        record.refreshPermissions = () => {
          toolbox = this.ports.toolbox(
            record.definition,
            this.coordinationTools(record),
            record.root,
            undefined,
            [record.transcript.file],
          );
        };
        const blocks = await this.ports.systemPromptFor(
          record.definition,
          record.root,
          record.model,
        );
        const context = agentContextOf(record, this.ports, attachToToolResults);
        setup = {
          systemPrompt: [...blocks, teammatePrompt(record) ?? ''],
          tools: [...tools, ...mcp.tools],
          gate,
          toolContext: {
            root: record.root,
            ...(extraRoots ? { extraRoots } : {}),
            ...(hiddenFromSearch ? { hiddenFromSearch } : {}),
            environment: this.ports.environment,
            ...sandboxOf(record, this.ports),
          },
          ...context,
          refreshTools: async () => {
            const fresh = await opened.refresh();
            return fresh && [...tools, ...fresh];
          },
        };
        const {
          attachToToolResults: _ownToThisAgent,
          refreshTools: _itsOwnTools,
          gate: _madeForEachFork,
          ...forkBase
        } = setup;
        record.forkBase = { ...forkBase, inheritance: () => toolbox.inheritance() };
      }
      const started = await hooks?.fire('SubagentStart', {}, record.definition.name);
      // Its additionalContext follows the prompt, in the conversation, so every request of the
      // agent carries it, as Claude Code 2.1.332 sends it.
      if (started && started.context.length > 0) {
        this.remember(record, {
          role: 'user',
          content: started.context.map((text) => ({
            type: 'text' as const,
            text: `SubagentStart hook additional context: ${text}`,
          })),
        });
      }
      outcome = await runAgent({
        agentId: record.agentId,
        agentName: record.definition.name,
        model: record.model,
        ...setup,
        client: this.ports.client,
        messages: record.messages,
        // Its own file's maxTurns, never the run's --max-turns (the lead's): Claude Code 2.1.332
        // runs a subagent without one to its end, however many turns that takes.
        maxTurns: record.definition.maxTurns ?? Number.POSITIVE_INFINITY,
        budget: this.ports.budget,
        signal,
        sessionShells: this.shells,
        pendingInput: (boundary, inputSignal, shellsRunning) =>
          record.team !== undefined
            ? teammateInput(this, record, boundary, inputSignal, shellsRunning)
            : this.drainFor(record.agentId, boundary === 'end_turn', inputSignal),
        transcript: record.transcript,
        ...(hooks ? { hooks } : {}),
        onEvent: (event) => {
          progress.track(event);
          if (event.type === 'turn') this.tasks.noteActivity(record.agentId, 'model_call');
          else if (event.type === 'usage') this.tasks.noteActivity(record.agentId, 'answered');
          // A call waiting to be retried is not about to answer: a drain must not wait for it.
          else if (event.type === 'tool' || event.type === 'retry') {
            this.tasks.noteActivity(record.agentId, 'working');
          }
          output.record(event);
          this.ports.onEvent?.(event);
        },
      });
      outcome = teammateOutcome(record, outcome);
    } catch (error) {
      outcome = progress.failed(error);
      this.ports.onEvent?.({ type: 'end', agentId: record.agentId, status: 'failed' });
    } finally {
      dispose();
      await mcp?.close();
    }
    const ending = [outcome.error, outcome.finalText].filter(Boolean).join('\n');
    output.append(`\n--- ${outcome.status} ---\n${ending}\n`);
    record.transcript.appendEnding(outcome);
    recordAgentRun(
      this.ports.recorder,
      {
        agentId: record.agentId,
        name: record.definition.name,
        model: record.model,
        contextWindow: this.ports.contextWindowFor?.(record.model),
        ...(record.worktree ? { worktree: record.worktree } : {}),
        stoppedByLead: outcome.status === 'killed' && record.stopRequested === true,
        keepsEveryAnswer: record.team !== undefined,
      },
      outcome,
    );
    delete record.stopRequested;
    record.running = false;
    await this.teamRun.leaveTeam(record, outcome);
    await output.close();
    if (this.outputs.get(record.agentId) === output) this.outputs.delete(record.agentId);
    // Its files stay open only while it runs (a resume opens the transcript again). Not awaited:
    // its notification need not wait for the disk; the run's shutdown waits for every write.
    void record.transcript.close();
    // A message that arrived after the agent's last boundary is never dropped: it resumes the
    // agent, or, when the agent was stopped, waits in its conversation for the next resume.
    const late = this.queue.takeAll(record.agentId);
    if (late.length > 0) {
      const message = late.map((item) => item.text).join('\n\n');
      this.remember(record, { role: 'user', content: message });
      if (!signal.aborted && !this.closing) {
        queueMicrotask(() => this.launchBackground(record, message));
      }
    }
    return outcome;
  }

  /**
   * Commits or removes the agent's worktree. Returns a line for the model when it changed files
   * or when finishing failed (the failure is also recorded on the agent's run), and the worktree
   * when it is kept.
   */
  private async finishWorktree(
    record: AgentRecord,
  ): Promise<{ line?: string; kept?: WorktreeHandle }> {
    if (!record.worktree || !this.ports.worktrees || record.running) return {};
    const worktree = record.worktree;
    let result: WorktreeOutcome;
    try {
      result = await this.ports.worktrees.finish(worktree, record.definition.name);
    } catch (error) {
      // Nothing of its work was merged: the run says so, with git's whole message, and where the
      // work stays (the manager keeps a worktree it could not finish, so no sweep takes it).
      const kept = existsSync(worktree.path);
      const message = kept
        ? `its worktree could not be finished, so none of its work was merged; it stays in ${worktree.path} (branch ${worktree.branch}): ${errorMessage(error)}`
        : `its worktree ${worktree.path} could not be finished: ${errorMessage(error)}`;
      this.recordRunError(record, message);
      return {
        line: `Warning: ${message}`,
        ...(kept ? { kept: { path: worktree.path, branch: worktree.branch } } : {}),
      };
    }
    const lines: string[] = [];
    if (result.commit) {
      this.ports.recorder.recordChange({
        agent: record.definition.name,
        branch: result.branch,
        files: result.files,
        commit: result.commit,
      });
      // The agent's run names the branch its change is on (a branch of the agent's own).
      const run = this.ports.recorder.agents.find((entry) => entry.agent_id === record.agentId);
      if (run && run.branch !== undefined) run.branch = result.branch;
      lines.push(
        `Changes committed on branch ${result.branch} (${result.commit.slice(0, 12)}): ${result.files.join(', ')}`,
      );
    }
    if (result.notCommitted.length > 0) {
      // Nothing is dropped silently: the run says these were not merged.
      const message = `its changes to ${result.notCommitted.join(', ')} could not be committed (they are inside a submodule); they stay in its worktree ${worktree.path}`;
      this.recordRunError(record, message);
      lines.push(`Warning: ${message}`);
    }
    // Commits left off the merged work (see WorktreeOutcome.warnings): not merged, and said so.
    for (const warning of result.warnings) {
      this.recordRunError(record, warning);
      lines.push(`Warning: ${warning}`);
    }
    return {
      ...(lines.length > 0 ? { line: lines.join('\n') } : {}),
      ...(result.kept ? { kept: { path: worktree.path, branch: result.branch } } : {}),
    };
  }

  /**
   * An agent resumed (SendMessage) after its worktree was removed, since it changed nothing,
   * gets a new one: it would otherwise work in a directory git no longer knows.
   */
  private async reopenWorktree(record: AgentRecord): Promise<void> {
    if (!record.worktree || !this.ports.worktrees || existsSync(record.worktree.path)) return;
    const worktree = await this.ports.worktrees.create(
      `${record.agentId}-${this.runToken}-${++this.reopened}`,
    );
    record.worktree = worktree;
    record.root = worktreeCwd(worktree) ?? record.root;
  }

  /** Adds to the error of the agent's recorded run (a completed one then counts as not merged). */
  private recordRunError(record: AgentRecord, message: string): void {
    const run = this.ports.recorder.agents.find((entry) => entry.agent_id === record.agentId);
    if (run) run.error = run.error ? `${run.error}; ${message}` : message;
  }
}

/** Where an agent in `worktree` works: the directory inside it the run started in. */
function worktreeCwd(worktree: WorktreeHandle | undefined): string | undefined {
  return worktree ? (worktree.cwd ?? worktree.path) : undefined;
}

/**
 * `a<n>-<name>`: unique in the run, and safe as a file name and in XML, whatever characters the
 * agent's name has (Claude Code accepts spaces, dots, capitals…).
 */
export function agentIdFor(counter: number, name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return `a${counter}-${safe || 'agent'}`.slice(0, 64);
}

/** The settings' and the definition's hooks, run in the agent's working tree. */
function hooksFor(
  record: AgentRecord,
  ports: SubagentPorts,
  signal: AbortSignal,
  backgroundWork: () => readonly BackgroundTaskEntry[],
): HookRunner | undefined {
  if (!ports.hooks) return undefined;
  const effort = ports.effortFor?.(record.definition);
  return createSessionHookRunner(ports.hooks, {
    role: 'subagent',
    definition: record.definition,
    agentId: record.agentId,
    cwd: record.root,
    agentTranscriptPath: record.transcript.file,
    beforeRun: () => record.transcript.flush(),
    permissionMode: record.definition.permissionMode ?? ports.permissionMode,
    ...(effort ? { effort } : {}),
    signal,
    ...sandboxOf(record, ports),
    sessionBackgroundTasks: backgroundWork,
  });
}

function sandboxOf(record: AgentRecord, ports: SubagentPorts): { sandbox?: SandboxPolicy } {
  const sandbox = ports.sandboxFor?.(record.root, record.definition);
  return sandbox ? { sandbox } : {};
}

/**
 * What an agent's requests carry besides its conversation: its effort; after a tool round, the
 * skills it loaded and its memory's later files; the context window it is compacted against.
 */
function agentContextOf(
  record: AgentRecord,
  ports: SubagentPorts,
  loadedSkills: ReturnType<SubagentPorts['toolbox']>['attachToToolResults'],
): Pick<
  AgentRunOptions,
  'effort' | 'attachToToolResults' | 'contextWindow' | 'compaction' | 'maxOutputTokens'
> {
  const effort = ports.effortFor?.(record.definition);
  const contextWindow = ports.contextWindowFor?.(record.model);
  const { maxOutputTokens, compaction } = ports.limits;
  const memory = record.memory;
  return {
    ...(effort ? { effort } : {}),
    ...(contextWindow === undefined ? {} : { contextWindow }),
    ...(compaction === undefined ? {} : { compaction }),
    ...(maxOutputTokens === undefined ? {} : { maxOutputTokens }),
    attachToToolResults: async (calls, results) => [
      ...((await loadedSkills?.(calls, results)) ?? []),
      ...((await memory?.attachToToolResults(calls, results)) ?? []),
    ],
  };
}

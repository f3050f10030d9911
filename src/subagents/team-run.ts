import type { AgentDefinition, PermissionMode } from '../agents/definition.js';
import { errorMessage, ToolError, UserError } from '../errors.js';
import type { AgentOutcome } from '../loop/run-agent.js';
import { oneLine } from '../results/one-line.js';
import {
  agentIdOf,
  forgetMemberProcess,
  holdMemberProcess,
  leadName,
  type TaskList,
  type TeamMember,
} from '../team/index.js';
import type { CommandQueue } from '../notifications/queue.js';
import type { BackgroundTasks, TaskWorkResult } from './background-tasks.js';
import { isEffort, type Effort } from '../model/effort.js';
import { isProcessAlive } from '../platform/lock.js';
import { spawnedDefinition } from './coordination.js';
import type { SubagentPorts, TeammateDecisions } from './ports.js';
import type { AgentRecord, SpawnRequest } from './subagent-hub.js';
import {
  endingPath,
  endingSchema,
  markTeamEnding,
  noteProcessTeammateInboxes,
  noteProcessTeammateMessages,
  reclaimIfDead,
  runTeammateProcess,
  startPoller,
} from './team-processes.js';
import { TeamSession, formatTeammateMessages, releasedTasksNotice } from './team-session.js';

/** What the team part of a run needs from the hub: its agents, its queue, its tasks. */
export interface TeamRunHost {
  readonly queue: CommandQueue;
  readonly tasks: BackgroundTasks;
  get(agentId: string): AgentRecord | undefined;
  runTeammateHere(member: TeammateHere, prompt: string, signal: AbortSignal): Promise<AgentOutcome>;
}

/** A member of a team whose process this is (`flotilla teammate`). */
export interface TeammateHere {
  team: string;
  name: string;
  definition: AgentDefinition;
  model: string;
  root: string;
}

/** Who a `flotilla teammate` process is: a member of the team, or one it joins as. */
export interface TeammateIdentity {
  team: string;
  name: string;
  /** To join a team that does not list `name` yet (a job sharing the team directory). */
  agentType?: string;
  prompt?: string;
  /** The mode the lead's Agent call gave it (`mode`); else its definition's, else the run's. */
  mode?: PermissionMode;
  /** The effort the lead's Agent call gave it (`effort`); else its definition's, else the run's. */
  effort?: Effort;
  /** The lead's own mode (an approved plan goes on in it); else the run's. */
  leadMode?: PermissionMode;
  /** The lead's process, when the lead started this one: it ends when the lead is gone. */
  leadPid?: number;
}

/**
 * The lead's agent team inside a hub (seeds 001, 003): who joins and leaves it, what the lead's
 * drain takes from its inbox, plan approval, and the team's end. The hub keeps the agents; this
 * keeps what being a team adds to them.
 */
export class TeamRun {
  readonly session: TeamSession;
  /** The lead's watch over its team's files (process teammates): stopped when the team ends. */
  private leadPoller: { stop(): void } | undefined;
  /** This process is a `flotilla teammate`: it never removes the team it belongs to. */
  private teammateProcess = false;
  /** Deaths being handled, by member name. */
  private readonly reclaims = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly host: TeamRunHost,
    private readonly ports: SubagentPorts,
  ) {
    this.session = new TeamSession({
      stateDir: ports.stateDir,
      wake: () => host.queue.wake(),
      ...(ports.redact ? { redact: ports.redact } : {}),
    });
  }

  /** The lead's mode is what an approved plan-mode teammate continues in. */
  setLeadMode(mode: PermissionMode): void {
    this.session.leadMode = mode;
  }

  /** Teammates are spawned as `flotilla teammate` processes (`--teammates process`). */
  get usesProcesses(): boolean {
    return this.ports.teammates === 'process';
  }

  /** Moves what teammates wrote to the lead's inbox onto the hub's queue (for the lead's drain). */
  async collectLeadInbox(): Promise<void> {
    const team = this.session.active;
    if (team === undefined) return;
    this.watchLeadTeam(team);
    const messages = await this.session.inboxes(team).takeUnread(leadName);
    noteProcessTeammateMessages(this.session, messages);
    await noteProcessTeammateInboxes(this.session, team);
    for (const text of formatTeammateMessages(messages)) {
      this.host.queue.enqueue({ kind: 'message', text });
    }
  }

  /**
   * While the lead leads a team, what other processes do reaches it only through the files: a
   * message in its inbox wakes its drain, and a teammate process that died is noticed (its
   * tasks reclaimed, the lead told) — whether the lead started it or another job did.
   */
  private watchLeadTeam(team: string): void {
    if (this.leadPoller !== undefined || this.teammateProcess) return;
    this.leadPoller = startPoller(
      async () => {
        if (this.session.active !== team) return;
        const config = await this.session.directory.read(team);
        for (const member of config?.members ?? []) {
          if (member.name === leadName) continue;
          await this.reclaimIfDead(team, member.name);
        }
        const unread = await this.session.inboxes(team).peekUnread(leadName);
        if (unread.length > 0) this.host.queue.wake();
      },
      (error) => this.ports.warn?.(`watching team "${team}" failed: ${errorMessage(error)}`),
    );
  }

  /** Runs a teammate as its own process; its exit is checked for a death to reclaim. */
  runTeammateProcess(record: AgentRecord, signal: AbortSignal): Promise<TaskWorkResult> {
    const team = record.team as string;
    const name = record.name as string;
    // What the lead decided for it, as an in-process teammate's definition holds it (an effort
    // that is no level is its file's own, which its process reads as well).
    const { permissionMode: mode, effort } = record.definition;
    const decided: TeammateDecisions = {
      ...(mode ? { mode } : {}),
      ...(effort !== undefined && isEffort(effort) ? { effort } : {}),
      leadMode: this.session.leadMode,
    };
    return runTeammateProcess(this.ports, record, decided, signal, async () => {
      // A process that died leaves its pid file and a lock that goes stale within seconds.
      for (let waited = 0; waited < 5_000; waited += 250) {
        if (await this.reclaimIfDead(team, name).catch(() => false)) return;
        if (!(await this.hasProcessFile(team, name))) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // A teammate that shut down left the config itself.
      const config = await this.session.directory.read(team).catch(() => undefined);
      if (config?.members.some((member) => member.name === name)) await this.leaveTeam(record);
      else this.session.removeTeammate(name);
    });
  }

  /**
   * Reclaims a dead teammate's tasks and tells the lead, once: the lead's watch and the end of
   * the process it started may notice the same death at the same moment.
   */
  private async reclaimIfDead(team: string, name: string): Promise<boolean> {
    const running = this.reclaims.get(name);
    if (running !== undefined) {
      await running;
      return false;
    }
    const attempt = reclaimIfDead(this.session, team, name).finally(() =>
      this.reclaims.delete(name),
    );
    this.reclaims.set(name, attempt);
    const notice = await attempt;
    if (notice === undefined) return false;
    const [text] = formatTeammateMessages([
      { from: 'flotilla', text: notice, timestamp: this.session.timestamp(), read: false },
    ]);
    this.host.queue.enqueue({ kind: 'message', text: text as string });
    return true;
  }

  private async hasProcessFile(team: string, name: string): Promise<boolean> {
    return (await this.session.store.list(`teams/${team}/processes`)).includes(`${name}.json`);
  }

  /**
   * This process is teammate `identity.name` (`flotilla teammate`): joins the team if the lead
   * has not listed it yet, records its pid and holds its liveness lock, and runs the teammate
   * loop until its shutdown is approved or the lead's run ends.
   */
  async runAsTeammate(identity: TeammateIdentity, signal: AbortSignal): Promise<AgentOutcome> {
    const { team, name } = identity;
    this.teammateProcess = true;
    const member = await this.memberToRun(identity);
    const known = this.ports.agents.get(member.agentType);
    if (known === undefined) {
      throw new UserError(
        `Teammate "${name}" is of agent type "${member.agentType}", which this repository does not define.`,
        `Available agents: ${this.ports.agents.names().join(', ')}.`,
      );
    }
    const mode = member.planModeRequired ? 'plan' : identity.mode;
    const definition = spawnedDefinition(
      known,
      { ...(mode ? { mode } : {}), ...(identity.effort ? { effort: identity.effort } : {}) },
      this.ports.permissionMode,
      'teammate',
    );
    this.session.active = team;
    this.session.leadMode = identity.leadMode ?? this.ports.permissionMode;
    this.session.addTeammate({
      name,
      agentId: agentIdOf(name, team),
      planModeRequired: member.planModeRequired === true,
      // Its loop runs here: this process is it.
      backend: 'in-process',
    });
    const hold = await holdMemberProcess(this.session.store, team, name);
    // Its lead gone (killed, crashed), nobody reads its messages or ends the team: it ends now,
    // as an in-process teammate ends with its lead, rather than idle until its time limit.
    const leadGone = new AbortController();
    const poller = this.watchAsTeammate(team, name, () => {
      if (identity.leadPid === undefined || isProcessAlive(identity.leadPid)) return false;
      // Aborted, not closed: an idle teammate told the team is closing would end as completed,
      // with its tasks still taken.
      leadGone.abort(
        new Error(
          `Its lead's process (pid ${identity.leadPid}) is gone: nobody leads team "${team}" any more.`,
        ),
      );
      return true;
    });
    try {
      return await this.host.runTeammateHere(
        {
          team,
          name,
          definition,
          model: this.ports.resolveModel(member.model ?? known.model, member.model ?? 'sonnet'),
          root: member.cwd,
        },
        member.prompt ?? identity.prompt ?? '',
        AbortSignal.any([signal, leadGone.signal]),
      );
    } finally {
      poller.stop();
      // What it was working on is free for whoever goes on with the team (a lead run again).
      if (leadGone.signal.aborted) {
        await this.session
          .releaseTasksOf(team, name)
          .catch((error: unknown) =>
            this.ports.warn?.(`${name} could not release its tasks: ${errorMessage(error)}`),
          );
      }
      await forgetMemberProcess(this.session.store, team, name).catch(() => undefined);
      await hold.release();
    }
  }

  private async memberToRun(identity: TeammateIdentity): Promise<TeamMember> {
    const config = await this.session.directory.read(identity.team);
    if (config === undefined) {
      throw new UserError(
        `There is no team "${identity.team}" in ${this.session.store.root}.`,
        "Give the state directory of the lead's run (--state-dir) and the name of its team.",
      );
    }
    const listed = config.members.find((member) => member.name === identity.name);
    if (listed !== undefined) return listed;
    if (identity.agentType === undefined || identity.prompt === undefined) {
      throw new UserError(
        `Team "${identity.team}" has no member "${identity.name}".`,
        'To join it from this job, give --agent TYPE and --prompt TEXT (its first instructions).',
      );
    }
    return this.session.directory.join(identity.team, {
      name: identity.name,
      agentType: identity.agentType,
      cwd: this.ports.repoRoot,
      prompt: this.session.redact(identity.prompt),
      backendType: 'process',
    });
  }

  /**
   * A teammate process's watch: a message in its inbox wakes its loop (among them the notice of a
   * task another process made available, which that process sends), and the lead's run ending
   * (or the team deleted) ends it once idle; `leadGone` ends it at once when its lead's process
   * is gone (and says so). Once, at its start, it looks at the task list for what became
   * available before it joined: a dependent task whose blockers are all done.
   */
  private watchAsTeammate(team: string, name: string, leadGone: () => boolean): { stop(): void } {
    const session = this.session;
    let lookedAtTasks = false;
    return startPoller(
      async () => {
        if (leadGone()) return;
        const state = session.teammate(name);
        if (state === undefined) return;
        const ending = await session.store.read(endingPath(team), endingSchema);
        const config = await session.directory.read(team).catch(() => undefined);
        if (ending !== undefined || config === undefined) {
          session.closing = true;
          this.host.queue.wake();
          return;
        }
        if ((await session.inboxes(team).peekUnread(name)).length > 0) {
          state.woken = true;
          this.host.queue.wake();
        }
        if (lookedAtTasks) return;
        const tasks = await session.tasks(team).list();
        const done = new Set(tasks.filter((task) => task.status === 'completed').map((t) => t.id));
        const dependents = new Set(tasks.flatMap((task) => task.blocks));
        lookedAtTasks = true;
        // Its own: the others were told when it happened.
        session.noteUnblockedHere(
          tasks.filter(
            (task) =>
              task.status === 'pending' &&
              task.owner === undefined &&
              dependents.has(task.id) &&
              task.blockedBy.every((id) => done.has(id)) &&
              !session.hasNoted(task.id),
          ),
        );
      },
      (error) => this.ports.warn?.(`watching team "${team}" failed: ${errorMessage(error)}`),
    );
  }

  /** An approved plan: the teammate leaves plan mode for the lead's mode. */
  approvePlan(record: AgentRecord): void {
    // A delegate lead coordinates; the teammate it approved works (in the default mode).
    const mode = this.session.leadMode === 'delegate' ? 'default' : this.session.leadMode;
    record.definition = { ...record.definition, permissionMode: mode };
    const state = record.name !== undefined ? this.session.teammate(record.name) : undefined;
    if (state) state.planModeRequired = false;
    record.refreshPermissions?.();
  }

  /** Whether plans are approved by Flotilla at once (`--approve-plans auto`). */
  get approvesPlansItself(): boolean {
    return this.ports.approvePlans === 'auto';
  }

  /** Whether `name` is a member of the lead's team (SendMessage routes to its inbox). */
  isTeamMember(name: string): boolean {
    const bare = name.replace(/@.*$/, '');
    return (
      this.session.active !== undefined &&
      (bare === leadName || this.session.teammate(bare) !== undefined)
    );
  }

  /** The teammates still running (idle or working). */
  runningTeammates(): string[] {
    return this.session
      .teammateNames()
      .filter((name) => this.host.get(this.session.teammate(name)?.agentId ?? '')?.running);
  }

  /**
   * The end of the run for the team: idle teammates end as finished (their worktrees are
   * finished like a subagent's); one still working is left to `shutdown`, which stops it.
   */
  async endTeam(): Promise<void> {
    const team = this.session.active;
    if (team === undefined) return;
    this.session.closing = true;
    const processes = await this.session.store.list(`teams/${team}/processes`);
    if (!this.teammateProcess && (this.usesProcesses || processes.length > 0)) {
      // Teammate processes learn it from the file.
      await markTeamEnding(this.session.store, team).catch((error: unknown) =>
        this.ports.warn?.(`could not mark team "${team}" as ending: ${errorMessage(error)}`),
      );
    }
    this.host.queue.wake();
    const idle = this.session
      .teammateNames()
      .flatMap((name) => this.session.teammate(name) ?? [])
      .filter((state) => state.idle);
    await Promise.allSettled(
      idle.flatMap((state) => this.host.tasks.get(state.agentId)?.settled ?? []),
    );
  }

  /**
   * After the run: the tasks of the team's list and of the lead's own list that were not
   * completed go into the run's result, then the team's files and the lead's own task list are
   * removed unless `keep` (`--keep-team`). A teammate process leaves all of it to the lead.
   */
  async removeTeam(keep: boolean): Promise<void> {
    this.leadPoller?.stop();
    if (this.teammateProcess) return;
    await this.recordUnfinishedTasks();
    if (keep) return;
    await this.session
      .removeOwnTasks()
      .catch((error: unknown) =>
        this.ports.warn?.(`could not remove the lead's task list: ${errorMessage(error)}`),
      );
    const team = this.session.active;
    if (team === undefined) return;
    try {
      await this.session.remove(team);
    } catch (error) {
      this.ports.warn?.(`could not remove team "${team}": ${errorMessage(error)}`);
    }
  }

  /**
   * TeamDelete: the team's tasks not completed go into the run's result first (the list goes
   * with the team, and they were not done), then its files are removed.
   */
  async deleteTeam(team: string): Promise<void> {
    await this.recordUnfinishedOf({ team, tasks: this.session.tasks(team) });
    await this.session.remove(team);
  }

  /** Records the tasks not completed, of the lead's own list and of its team's. */
  private async recordUnfinishedTasks(): Promise<void> {
    await this.recordUnfinishedOf({ tasks: this.session.ownTasks() });
    const team = this.session.active;
    if (team !== undefined)
      await this.recordUnfinishedOf({ team, tasks: this.session.tasks(team) });
  }

  private async recordUnfinishedOf(list: { team?: string; tasks: TaskList }): Promise<void> {
    try {
      const tasks = await list.tasks.list();
      this.ports.recorder.recordUnfinishedTasks(
        tasks.flatMap((task) =>
          task.status === 'pending' || task.status === 'in_progress'
            ? [
                {
                  ...(list.team !== undefined ? { team: list.team } : {}),
                  id: task.id,
                  subject: task.subject,
                  status: task.status,
                  ...(task.owner !== undefined ? { owner: task.owner } : {}),
                  ...(task.blockedBy.length > 0 ? { blocked_by: task.blockedBy } : {}),
                },
              ]
            : [],
        ),
      );
    } catch (error) {
      const which = list.team !== undefined ? `team "${list.team}"'s` : "the lead's own";
      this.ports.warn?.(`could not read ${which} task list: ${errorMessage(error)}`);
    }
  }

  /** An idle teammate is no work the lead's drain waits for. */
  isIdleTeammate(agentId: string): boolean {
    const record = this.host.get(agentId);
    if (record?.team === undefined || record.name === undefined) return false;
    const state = this.session.teammate(record.name);
    return state?.idle === true && !state.woken;
  }

  /**
   * A teammate that ended otherwise than by an approved shutdown (a failure, a turn limit, a
   * stop) leaves the team too: nobody would read its inbox any more.
   */
  async leaveTeam(
    record: AgentRecord,
    ended?: Pick<AgentOutcome, 'status' | 'error'>,
  ): Promise<void> {
    const { team, name } = record;
    if (team === undefined || name === undefined) return;
    if (this.session.teammate(name)?.agentId !== record.agentId) return;
    this.session.removeTeammate(name);
    try {
      await this.session.directory.leave(team, name);
      // What it held goes back to the board, and the lead hears of it (in its inbox: this may
      // be a teammate process, the lead another one).
      const released = await this.session.releaseTasksOf(team, name);
      if (released.length === 0) return;
      await this.session.send(team, leadName, {
        from: 'flotilla',
        text: `Teammate "${name}" has left the team; ${whyItEnded(ended)}. ${releasedTasksNotice(released)}`,
      });
    } catch (error) {
      this.ports.warn?.(`${record.agentId} could not leave its team: ${errorMessage(error)}`);
    }
  }

  /** A teammate is spawned by the lead, into the team it leads; returns the team. */
  checkTeam(team: string, parent: AgentRecord): string {
    if (parent.depth !== 0) throw new ToolError('Only the team lead spawns teammates.');
    if (this.session.active !== team) {
      throw new ToolError(
        this.session.active === undefined
          ? `There is no team '${team}'. Create it first with TeamCreate({team_name: '${team}'}).`
          : `You lead team '${this.session.active}', not '${team}'.`,
      );
    }
    return team;
  }

  /** Adds a teammate to the team's config and its spawn prompt to its inbox. */
  async joinTeam(
    team: string,
    request: SpawnRequest,
    parent: AgentRecord,
    cwd: string | undefined,
  ): Promise<void> {
    const name = request.name as string;
    const definition: AgentDefinition = request.definition;
    const model = this.ports.resolveModel(request.model ?? definition.model, parent.model);
    const planModeRequired = (request.mode ?? definition.permissionMode) === 'plan';
    await this.session.directory.join(team, {
      name,
      agentType: definition.name,
      cwd: cwd ?? parent.root,
      model,
      prompt: this.session.redact(request.prompt),
      planModeRequired,
      backendType: this.usesProcesses ? 'process' : 'in-process',
    });
    // The spawn prompt is the first message of its inbox (read: it is the first turn), as in seed 001.
    const inboxes = this.session.inboxes(team);
    await inboxes.send(name, { from: leadName, text: this.session.redact(request.prompt) });
    await inboxes.takeUnread(name);
    this.session.addTeammate({
      name,
      agentId: agentIdOf(name, team),
      planModeRequired,
      backend: this.usesProcesses ? 'process' : 'in-process',
    });
  }
}

/** Why a teammate ended, for the lead. */
function whyItEnded(ended: Pick<AgentOutcome, 'status' | 'error'> | undefined): string {
  switch (ended?.status) {
    case 'failed':
      return ended.error ? `it failed: ${oneLine(ended.error, 200)}` : 'it failed';
    case 'max_turns':
      return 'it reached its turn limit';
    case 'killed':
      return 'it was stopped';
    case 'budget':
    case 'timeout':
      return `it reached the run's ${ended.status} limit`;
    default:
      return 'it ended';
  }
}

import type { AgentDefinition, PermissionMode } from '../agents/definition.js';
import { errorMessage, ToolError } from '../errors.js';
import { agentIdOf, leadName } from '../team/index.js';
import type { CommandQueue } from '../notifications/queue.js';
import type { BackgroundTasks } from './background-tasks.js';
import type { SubagentPorts } from './ports.js';
import type { AgentRecord, SpawnRequest } from './subagent-hub.js';
import { TeamSession, formatTeammateMessages } from './team-session.js';

/** What the team part of a run needs from the hub: its agents, its queue, its tasks. */
export interface TeamRunHost {
  readonly queue: CommandQueue;
  readonly tasks: BackgroundTasks;
  get(agentId: string): AgentRecord | undefined;
}

/**
 * The lead's agent team inside a hub (seeds 001, 003): who joins and leaves it, what the lead's
 * drain takes from its inbox, plan approval, and the team's end. The hub keeps the agents; this
 * keeps what being a team adds to them.
 */
export class TeamRun {
  readonly session: TeamSession;

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

  /** Moves what teammates wrote to the lead's inbox onto the hub's queue (for the lead's drain). */
  async collectLeadInbox(): Promise<void> {
    const team = this.session.active;
    if (team === undefined) return;
    const messages = await this.session.inboxes(team).takeUnread(leadName);
    for (const text of formatTeammateMessages(messages)) {
      this.host.queue.enqueue({ kind: 'message', text });
    }
  }

  /** An approved plan: the teammate leaves plan mode for the lead's mode. */
  approvePlan(record: AgentRecord): void {
    record.definition = { ...record.definition, permissionMode: this.session.leadMode };
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
    if (this.session.active === undefined) return;
    this.session.closing = true;
    this.host.queue.wake();
    const idle = this.session
      .teammateNames()
      .flatMap((name) => this.session.teammate(name) ?? [])
      .filter((state) => state.idle);
    await Promise.allSettled(
      idle.flatMap((state) => this.host.tasks.get(state.agentId)?.settled ?? []),
    );
  }

  /** After the run: the team's files are removed unless `keep` (`--keep-team`). */
  async removeTeam(keep: boolean): Promise<void> {
    const team = this.session.active;
    if (team === undefined || keep) return;
    try {
      await this.session.remove(team);
    } catch (error) {
      this.ports.warn?.(`could not remove team "${team}": ${errorMessage(error)}`);
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
  async leaveTeam(record: AgentRecord): Promise<void> {
    if (record.team === undefined || record.name === undefined) return;
    if (this.session.teammate(record.name)?.agentId !== record.agentId) return;
    this.session.removeTeammate(record.name);
    try {
      await this.session.directory.leave(record.team, record.name);
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
      backendType: 'in-process',
    });
    // The spawn prompt is the first message of its inbox (read: it is the first turn), as in seed 001.
    const inboxes = this.session.inboxes(team);
    await inboxes.send(name, { from: leadName, text: this.session.redact(request.prompt) });
    await inboxes.takeUnread(name);
    this.session.addTeammate({ name, agentId: agentIdOf(name, team), planModeRequired });
  }
}

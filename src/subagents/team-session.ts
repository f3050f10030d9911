import { cp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PermissionMode } from '../agents/definition.js';
import { ToolError } from '../errors.js';
import { redactDeep } from '../publish/redact.js';
import {
  createInboxes,
  createLockedStore,
  createTaskList,
  createTeamDirectory,
  encodeStructuredMessage,
  leadName,
  parseStructuredMessage,
  type InboxMessage,
  type Inboxes,
  type LockedStore,
  type OutgoingMessage,
  type StructuredMessage,
  type NewTask,
  type Task,
  type TaskList,
  type TaskPatch,
  type TeamDirectory,
} from '../team/index.js';

/**
 * The run's agent team (seeds 001, 003): one team at a time, led by the lead, its state in the
 * locked files under the state directory (`teams/<team>/…`, `tasks/<team>/…`). Teammates are
 * ordinary hub agents; this object holds what the team adds to them: who is idle, who approved
 * its shutdown, which task changes an idle teammate has not seen yet.
 */

export interface TeammateState {
  name: string;
  agentId: string;
  idle: boolean;
  /** Something arrived for it that it has not looked at: an idle one is about to wake. */
  woken: boolean;
  shutdownApproved: boolean;
  /** The board version it last looked at: a newer unblocked task wakes it. */
  seenBoard: number;
  /** Summaries of the direct messages it sent this turn, for its idle notification. */
  sentThisTurn: string[];
  planModeRequired: boolean;
  /** The requestId of its plan waiting for the lead's decision. */
  pendingPlan?: string;
  /** The shutdown requests sent to it and not answered yet. */
  shutdownRequests: Set<string>;
  /**
   * `process`: it runs as its own `flotilla teammate` process, not this one (what it does is
   * seen in files); `in-process`: its loop runs in this process.
   */
  backend?: 'in-process' | 'process';
  /**
   * For a `process` teammate, the time of its latest idle notification (ms): anything that
   * reached its inbox since then wakes it (see noteProcessTeammateInboxes).
   */
  idleAt?: number;
}

/** What a notice names of a task that became available. */
export type UnblockedTask = Pick<Task, 'id' | 'subject'>;

export interface TeamSessionOptions {
  stateDir: string;
  /** Wakes every drain waiting on the hub's queue (something arrived in an inbox). */
  wake: () => void;
  /** Rewrites text before it reaches a team file (secrets out). */
  redact?: (text: string) => string;
  now?: () => Date;
}

export class TeamSession {
  readonly store: LockedStore;
  readonly directory: TeamDirectory;
  /** The lead's team; undefined until TeamCreate (and after TeamDelete). */
  active?: string;
  /** The run is ending: idle teammates end instead of waiting. */
  closing = false;
  /** The lead's permission mode: what an approved plan-mode teammate continues in. */
  leadMode: PermissionMode = 'default';
  private readonly teammates = new Map<string, TeammateState>();
  /** Counts task changes that unblocked something: an idle teammate wakes on a newer one. */
  private board = 0;
  private unblockedTasks: UnblockedTask[] = [];
  private readonly now: () => Date;
  /** Where the lead's own task list lives: apart from every team's, whatever a team is named. */
  private readonly ownStore: LockedStore;

  constructor(private readonly options: TeamSessionOptions) {
    this.store = createLockedStore({ root: options.stateDir });
    this.ownStore = createLockedStore({ root: path.join(options.stateDir, 'lead-session') });
    this.now = options.now ?? (() => new Date());
    this.directory = createTeamDirectory(this.store, () => this.now().getTime());
  }

  /** The active team, or a tool error telling the model to create one. */
  requireTeam(): string {
    if (this.active === undefined) {
      throw new ToolError('No team is active. Create one first with TeamCreate({team_name}).');
    }
    return this.active;
  }

  inboxes(team: string): Inboxes {
    return createInboxes(this.store, team, { now: this.now });
  }

  tasks(team: string): TaskList {
    return this.redacting(createTaskList(this.store, team, () => this.now().getTime()));
  }

  /**
   * The lead's own task list, for the run: what its TaskCreate, TaskGet, TaskList and TaskUpdate
   * work on while it leads no team, as Claude Code's agent keeps a task list for its session.
   */
  ownTasks(): TaskList {
    return this.redacting(createTaskList(this.ownStore, leadName, () => this.now().getTime()));
  }

  /**
   * Gives back the tasks a member holds that are not done (it left the team, or its process
   * died): each is pending again with no owner, and idle teammates wake to look at them.
   * Returns them, for the lead's notice (releasedTasksNotice).
   */
  async releaseTasksOf(team: string, name: string): Promise<Task[]> {
    const tasks = this.tasks(team);
    const released: Task[] = [];
    for (const task of await tasks.list()) {
      if (task.owner !== name || task.status === 'completed') continue;
      // Looked at again under the list's lock: only what it still holds goes back.
      const { task: updated } = await tasks.update(task.id, (current) =>
        current.owner === name && current.status !== 'completed' && current.status !== 'deleted'
          ? { status: 'pending', owner: null }
          : {},
      );
      if (updated.owner === undefined && updated.status === 'pending') released.push(updated);
    }
    await this.noteUnblocked(team, released);
    return released;
  }

  /** A resumed session's own task list (kept by `keepOwnTasks`) becomes this run's. */
  async restoreOwnTasks(from: string): Promise<void> {
    await cp(from, this.ownStore.root, { recursive: true }).catch(ignoreMissing);
  }

  /** Keeps the lead's own task list in `to`, the session's, for a resume to go on with. */
  async keepOwnTasks(to: string): Promise<void> {
    // A lead that made no task has none to keep: no file work on the way to the exit.
    if (!(await stat(this.ownStore.root).catch(() => undefined))) return;
    await rm(to, { recursive: true, force: true, maxRetries: 3 });
    await cp(this.ownStore.root, to, { recursive: true }).catch(ignoreMissing);
  }

  /** Removes the lead's own task list (`lead-session/`): it is the run's, as a team's files are. */
  async removeOwnTasks(): Promise<void> {
    await rm(this.ownStore.root, { recursive: true, force: true, maxRetries: 3 });
  }

  /** A task list whose every text an agent gives passes the redactor before it is written. */
  private redacting(list: TaskList): TaskList {
    const redactTask = <Fields extends NewTask | TaskPatch>(fields: Fields): Fields => ({
      ...fields,
      ...(fields.subject !== undefined ? { subject: this.redact(fields.subject) } : {}),
      ...(fields.description !== undefined ? { description: this.redact(fields.description) } : {}),
      ...(fields.activeForm !== undefined ? { activeForm: this.redact(fields.activeForm) } : {}),
      ...(fields.metadata !== undefined
        ? { metadata: redactDeep(fields.metadata, (text) => this.redact(text)) }
        : {}),
    });
    return {
      ...list,
      create: (input) => list.create(redactTask(input)),
      update: (id, patch) =>
        list.update(
          id,
          typeof patch === 'function' ? (task) => redactTask(patch(task)) : redactTask(patch),
        ),
    };
  }

  teammate(name: string): TeammateState | undefined {
    return this.teammates.get(name);
  }

  teammateNames(): string[] {
    return [...this.teammates.keys()];
  }

  addTeammate(
    state: Omit<
      TeammateState,
      'idle' | 'woken' | 'shutdownApproved' | 'seenBoard' | 'sentThisTurn' | 'shutdownRequests'
    >,
  ): TeammateState {
    const added: TeammateState = {
      ...state,
      idle: false,
      woken: false,
      shutdownApproved: false,
      seenBoard: this.board,
      sentThisTurn: [],
      shutdownRequests: new Set(),
    };
    this.teammates.set(state.name, added);
    return added;
  }

  removeTeammate(name: string): void {
    this.teammates.delete(name);
  }

  /** Writes to a member's inbox and wakes whoever waits for it. */
  async send(team: string, to: string, message: OutgoingMessage): Promise<InboxMessage> {
    const sent = await this.inboxes(team).send(to, {
      ...message,
      text: this.redact(message.text),
      ...(message.summary !== undefined ? { summary: this.redact(message.summary) } : {}),
    });
    this.delivered(to);
    return sent;
  }

  async sendStructured(
    team: string,
    to: string,
    from: string,
    message: StructuredMessage,
  ): Promise<void> {
    // Each field on its own, so that the JSON stays whole whatever the redaction puts in.
    const redacted = Object.fromEntries(
      Object.entries(message).map(([key, value]) => [
        key,
        typeof value === 'string' && key !== 'type' ? this.redact(value) : value,
      ]),
    ) as StructuredMessage;
    await this.inboxes(team).send(to, { from, text: encodeStructuredMessage(redacted) });
    this.delivered(to);
  }

  /**
   * A task change left these tasks of `team` available (unblocked, or given back): teammates
   * wake to look at them. One whose loop runs in this process is woken here (the notice comes at
   * the end of its turn); one in another process is sent a `tasks_unblocked` message now, before
   * the change's author goes on, which its loop turns into the same notice. So a lead that reads
   * the author's idle notification finds the message in the other's inbox too, and does not end
   * the run while that teammate is still to take the task (noteProcessTeammateInboxes).
   */
  async noteUnblocked(team: string, tasks: readonly Task[]): Promise<void> {
    if (tasks.length === 0) return;
    this.noteUnblockedHere(tasks);
    const config = await this.directory.read(team);
    for (const member of config?.members ?? []) {
      const here = this.teammates.get(member.name);
      if (member.backendType !== 'process' || (here !== undefined && here.backend !== 'process'))
        continue;
      await this.sendStructured(team, member.name, 'flotilla', {
        type: 'tasks_unblocked',
        tasks: tasks.map((task) => ({ id: task.id, subject: this.redact(task.subject) })),
        timestamp: this.timestamp(),
      });
    }
  }

  /**
   * Wakes the teammates of this process for tasks that became available (noteUnblocked, or a
   * `tasks_unblocked` message from another process).
   */
  noteUnblockedHere(tasks: readonly UnblockedTask[]): void {
    if (tasks.length === 0) return;
    this.board += 1;
    this.unblockedTasks = [
      ...this.unblockedTasks.filter((task) => !tasks.some((unblocked) => unblocked.id === task.id)),
      ...tasks,
    ];
    for (const teammate of this.teammates.values()) teammate.woken = true;
    this.options.wake();
  }

  /** Whether an unblocked-task notice already named this task. */
  hasNoted(taskId: string): boolean {
    return this.unblockedTasks.some((task) => task.id === taskId);
  }

  /** The unblocked-task notice a teammate has not seen yet (and marks it seen). */
  takeBoardNotice(state: TeammateState): string | undefined {
    if (state.seenBoard >= this.board) return undefined;
    state.seenBoard = this.board;
    const lines = this.unblockedTasks.map((task) => `#${task.id} ${task.subject}`);
    return `Tasks are now unblocked: ${lines.join('; ')}. Use TaskList to find work you can claim.`;
  }

  /** A message reached `to`'s inbox: wake whoever waits for it. */
  private delivered(to: string): void {
    // Marked whatever it is doing: one about to go idle has already looked at its inbox.
    const teammate = this.teammates.get(to);
    if (teammate) teammate.woken = true;
    this.options.wake();
  }

  /** Text as the team's files may hold it (secrets out). */
  redact(text: string): string {
    return this.options.redact ? this.options.redact(text) : text;
  }

  timestamp(): string {
    return this.now().toISOString();
  }

  /** Removes the team's files and forgets its teammates. */
  async remove(team: string): Promise<void> {
    await this.directory.remove(team);
    if (this.active === team) this.active = undefined;
    this.teammates.clear();
  }
}

/** What the lead is told of the tasks a member that left gave back (releaseTasksOf). */
export function releasedTasksNotice(released: readonly Task[]): string {
  if (released.length === 0) return 'It had no unfinished task.';
  const list = released.map((task) => `#${task.id} ${task.subject}`).join('; ');
  return `Its unfinished tasks are pending again with no owner: ${list}. A teammate can claim them (TaskUpdate owner), or spawn a new teammate for them.`;
}

/** Who acts in a team: a teammate (its team and member name), or the lead (neither). */
export interface TeamMemberRef {
  team?: string;
  name?: string;
}

/** The name an agent has in a team: its spawn name for a teammate, `team-lead` for the lead. */
export function memberNameOf(record: TeamMemberRef): string {
  return record.team !== undefined && record.name !== undefined ? record.name : leadName;
}

/**
 * Inbox messages as the next user turn, one `<teammate-message>` block each, as Claude Code
 * delivers them; protocol messages keep their JSON text.
 */
export function formatTeammateMessages(messages: readonly InboxMessage[]): string[] {
  return messages.map((message) => {
    const attributes = [
      `teammate_id="${escapeAttribute(message.from)}"`,
      ...(message.color ? [`color="${escapeAttribute(message.color)}"`] : []),
      ...(message.summary ? [`summary="${escapeAttribute(message.summary)}"`] : []),
    ];
    return `<teammate-message ${attributes.join(' ')}>\n${escapeText(message.text)}\n</teammate-message>`;
  });
}

/** The protocol messages among inbox messages of one type. */
export function structuredOf<Type extends StructuredMessage['type']>(
  messages: readonly InboxMessage[],
  type: Type,
): Array<Extract<StructuredMessage, { type: Type }>> {
  return messages.flatMap((message) => {
    const parsed = parseStructuredMessage(message.text);
    return parsed?.type === type ? [parsed as Extract<StructuredMessage, { type: Type }>] : [];
  });
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Only what could close the block: a message that contains `</teammate-message>`. */
function escapeText(text: string): string {
  return text.replace(/<\/teammate-message>/gi, '&lt;/teammate-message>');
}

/** A list never written has no directory: nothing to copy. */
function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

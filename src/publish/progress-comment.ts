import type { AgentEvent } from '../loop/agent-events.js';
import { errorMessage } from '../errors.js';
import type { GitHubClient } from '../platform/github.js';
import { inlineCode, neutralizeComments } from './markdown.js';
import type { Redactor } from './redact.js';
import { stickyCommentBody, upsertStickyComment } from './sticky-comment.js';

/**
 * `track_progress`: one comment on the issue or pull request that says what the run is doing —
 * each agent and its state — edited as agents start and finish, and replaced by the run's
 * summary at the end. It is the sticky comment of the request it answers (found by its marker
 * and `key`: one per triggering comment, see requestKeyOf), so a re-run of the same request edits
 * its own comment instead of adding one, and another request's answer is never overwritten.
 * Edits are throttled: the first change
 * is shown at once, later ones at most once per interval, and at most `maxEdits` progress edits
 * per run (the final summary is always written), so a run makes a handful of edits.
 */

export interface ProgressCommentOptions {
  github: GitHubClient;
  issueNumber: number;
  /** The sticky key of the request this run answers (requestKeyOf in src/action/context.ts). */
  key: string;
  redact: Redactor;
  /** The workflow run page, linked from the comment. */
  runUrl?: string;
  /** Least time between two progress edits (default 15 s). */
  minIntervalMs?: number;
  /** Most progress edits after the first write (default 8); the final summary is extra. */
  maxEdits?: number;
  log: (line: string) => void;
  now?: () => number;
}

interface AgentState {
  name: string;
  state: string;
  turns: number;
}

const stateIcons: Record<string, string> = {
  running: '⏳',
  completed: '✅',
  failed: '❌',
  killed: '⏹️',
};

/** `a3-security-reviewer` → `security-reviewer`: the name part of a run's agent id. */
export function agentNameOf(agentId: string): string {
  return agentId.replace(/^a\d+-/, '');
}

export class ProgressComment {
  private readonly agents = new Map<string, AgentState>();
  private commentId: number | undefined;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  private edits = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private finished = false;
  private dirty = false;
  private headline = '';
  private readonly now: () => number;
  private readonly minIntervalMs: number;
  private readonly maxEdits: number;

  constructor(private readonly options: ProgressCommentOptions) {
    this.now = options.now ?? Date.now;
    this.minIntervalMs = options.minIntervalMs ?? 15_000;
    this.maxEdits = options.maxEdits ?? 8;
  }

  /** Creates (or takes over, on a re-run) the thread's summary comment, saying the run started. */
  async start(what: string): Promise<string> {
    this.headline = what;
    const written = await upsertStickyComment({
      github: this.options.github,
      issueNumber: this.options.issueNumber,
      key: this.options.key,
      body: this.render(),
      redact: this.options.redact,
    });
    this.commentId = written.id;
    this.lastWriteAt = this.now();
    return written.url;
  }

  /** An agent event: a new agent, a turn, an end. Writes are throttled (see the file comment). */
  readonly onEvent = (event: AgentEvent): void => {
    if (this.finished) return;
    let agent = this.agents.get(event.agentId);
    let changed = false;
    if (!agent) {
      agent = { name: agentNameOf(event.agentId), state: 'running', turns: 0 };
      this.agents.set(event.agentId, agent);
      changed = true;
    }
    if (event.type === 'turn') agent.turns = event.turn;
    if (event.type === 'end' && agent.state !== event.status) {
      agent.state = event.status;
      changed = true;
    }
    if (changed) {
      this.dirty = true;
      this.schedule();
    }
  };

  /** Replaces the progress by `body` (the run's summary); returns the comment's URL. */
  async finish(body: string): Promise<string | undefined> {
    if (this.finished) return undefined;
    this.finished = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
    if (this.commentId === undefined) return undefined;
    const written = await upsertStickyComment({
      github: this.options.github,
      issueNumber: this.options.issueNumber,
      key: this.options.key,
      body,
      redact: this.options.redact,
    });
    return written.url;
  }

  private schedule(): void {
    if (this.timer || this.commentId === undefined || this.edits >= this.maxEdits) return;
    // The first change after the comment appeared shows at once; later ones wait their turn.
    const wait =
      this.edits === 0 ? 0 : Math.max(0, this.lastWriteAt + this.minIntervalMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.writing = this.writing.then(() => this.flush());
    }, wait);
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    if (this.finished || !this.dirty || this.commentId === undefined) return;
    this.dirty = false;
    this.edits += 1;
    this.lastWriteAt = this.now();
    try {
      await this.options.github.updateIssueComment(
        this.commentId,
        stickyCommentBody(this.options.key, this.render(), this.options.redact),
      );
    } catch (error) {
      // Progress is a courtesy: a failed edit never fails the run.
      this.options.log(
        `track_progress: the progress comment could not be edited: ${errorMessage(error)}`,
      );
    }
    this.lastWriteAt = this.now();
    if (this.dirty) this.schedule();
  }

  private render(): string {
    const lines = [`### Flotilla is working ${stateIcons.running}`, '', this.headline, ''];
    if (this.agents.size > 0) {
      lines.push('| agent | state | turns |', '|---|---|---|');
      for (const agent of this.agents.values())
        lines.push(
          `| ${inlineCode(neutralizeComments(agent.name))} | ${stateIcons[agent.state] ?? ''} ${agent.state} | ${agent.turns} |`,
        );
    } else lines.push('Starting the agents…');
    if (this.options.runUrl) lines.push('', `[Workflow run](${this.options.runUrl})`);
    return lines.join('\n');
  }
}

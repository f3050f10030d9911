import { totalTokens } from '../model/model-client.js';
import type { AgentEvent } from '../loop/agent-events.js';
import { formatCount } from '../publish/markdown.js';
import { oneLine } from '../results/one-line.js';
import type { TodoItem } from '../tools/todo-write-tool.js';

interface AgentLine {
  state: string;
  turn: number;
  tool: string;
  tokens: number;
  /** From the agent's last TodoWrite: how far it is, and the item under way. */
  todos?: string;
  startedAt: number;
  /** Set when the agent ended: its elapsed time stops there. */
  endedAt?: number;
}

/** Where progress goes: a terminal (live region) or a log (plain lines). */
export interface ProgressOutput {
  write: (text: string) => void;
  /** A terminal: one live line per agent, redrawn in place. */
  isTTY: boolean;
  /** The terminal's width; live lines are cut to it so they never wrap. */
  columns?: number | undefined;
}

/**
 * The events after which a log gets a line: a new turn, a tool, the end, a compaction. Usage
 * shows in the next of these; a message or a tool's end leaves the line as it was (at N = 64
 * they doubled the log, one unchanged line per agent message and per tool result).
 */
const changesTheLine: ReadonlySet<AgentEvent['type']> = new Set(['turn', 'tool', 'end', 'compact']);

const clearLine = '\x1b[2K';
const up = (lines: number) => `\x1b[${lines}A`;

/**
 * Progress for people: on a terminal one live line per agent (state, turn, elapsed time,
 * tokens, current tool), redrawn in place, with log lines printed above it; elsewhere (CI logs)
 * one plain line per change worth reading.
 */
export class ProgressDisplay {
  private readonly lines = new Map<string, AgentLine>();
  private drawn = 0;
  private timer: NodeJS.Timeout | undefined;
  private finished = false;

  constructor(
    private readonly output: ProgressOutput,
    private readonly now: () => number = Date.now,
  ) {}

  readonly onEvent = (event: AgentEvent): void => {
    let line = this.lines.get(event.agentId);
    if (!line) {
      line = { state: 'running', turn: 0, tool: '', tokens: 0, startedAt: this.now() };
      this.lines.set(event.agentId, line);
    }
    switch (event.type) {
      case 'turn':
        line.turn = event.turn;
        line.tool = '';
        line.state = 'running';
        break;
      case 'tool':
        // Model-written text, kept to one line (a log reads a line starting `::` as a command).
        line.tool = oneLine(event.summary ? `${event.tool} ${event.summary}` : event.tool);
        break;
      case 'usage':
        line.tokens += totalTokens(event.usage);
        break;
      case 'end':
        line.state = event.status;
        line.tool = '';
        line.endedAt = this.now();
        break;
      case 'todos':
        line.todos = todoSummary(event.todos);
        if (!this.output.isTTY) {
          this.output.write(`${event.agentId}  todos\n${todoLines(event.todos)}`);
          return;
        }
        break;
      case 'compact':
        line.tool = `compacted its conversation (~${event.tokensBefore} → ~${event.tokensAfter} tokens)`;
        break;
      case 'text':
        return;
    }
    if (this.output.isTTY) this.scheduleDraw();
    else if (changesTheLine.has(event.type)) {
      this.output.write(`${this.format(event.agentId, line)}\n`);
    }
  };

  /** A log line: on a terminal it goes above the live lines, which are drawn again below it. */
  readonly log = (text: string): void => {
    const line = text.endsWith('\n') ? text : `${text}\n`;
    if (!this.output.isTTY || this.drawn === 0) {
      this.output.write(line);
      return;
    }
    const rows = line
      .slice(0, -1)
      .split('\n')
      .map((row) => `${clearLine}${row}\n`);
    this.output.write(`${up(this.drawn)}${rows.join('')}`);
    // The live lines start again below the log line; as many or more rows overwrite the old ones.
    this.drawn = 0;
    this.draw();
  };

  /** Draws the final state and stops redrawing. */
  finish(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.output.isTTY && !this.finished) this.draw();
    this.finished = true;
  }

  private scheduleDraw(): void {
    if (this.finished) return;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.draw();
    }, 80);
  }

  private draw(): void {
    const idWidth = Math.max(...[...this.lines.keys()].map((id) => id.length), 4);
    const columns = this.output.columns && this.output.columns > 1 ? this.output.columns - 1 : 0;
    const rows = [...this.lines.entries()].map(([id, line]) => {
      const text = this.format(id.padEnd(idWidth), line);
      return `${clearLine}${columns ? cutToWidth(text, columns) : text}\n`;
    });
    this.output.write(`${this.drawn > 0 ? up(this.drawn) : ''}${rows.join('')}`);
    this.drawn = rows.length;
  }

  private format(agentId: string, line: AgentLine): string {
    const elapsed = formatElapsed((line.endedAt ?? this.now()) - line.startedAt);
    const tool = line.tool ? `  ${line.tool}` : '';
    const todos = line.todos ? `  [${line.todos}]` : '';
    return `${agentId}  ${line.state.padEnd(9)} turn ${String(line.turn).padStart(2)}  ${elapsed.padStart(6)}  ${formatCount(line.tokens).padStart(8)} tokens${todos}${tool}`;
  }
}

/** `2/5 Running the tests`: items completed of all, and the one under way. */
function todoSummary(todos: readonly TodoItem[]): string {
  const done = todos.filter((todo) => todo.status === 'completed').length;
  const current = todos.find((todo) => todo.status === 'in_progress');
  return `todos ${done}/${todos.length}${current ? ` ${oneLine(current.activeForm)}` : ''}`;
}

const todoMarks: Record<TodoItem['status'], string> = {
  completed: '[x]',
  in_progress: '[>]',
  pending: '[ ]',
};

/** The whole list, one indented line per item, for logs. */
function todoLines(todos: readonly TodoItem[]): string {
  if (todos.length === 0) return '  (empty)\n';
  return todos.map((todo) => `  ${todoMarks[todo.status]} ${oneLine(todo.content)}\n`).join('');
}

function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

/** Cuts to `width` code points, marking the cut with '…'. */
function cutToWidth(text: string, width: number): string {
  const characters = [...text];
  return characters.length <= width ? text : `${characters.slice(0, width - 1).join('')}…`;
}

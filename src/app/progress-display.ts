import type { AgentEvent } from '../loop/agent-events.js';

interface AgentLine {
  state: string;
  turn: number;
  tool: string;
  tokens: number;
}

/**
 * Progress for people: on a terminal one live line per agent (state, turn, current tool,
 * tokens), redrawn in place; elsewhere (CI logs) one plain line per change worth reading.
 */
export class ProgressDisplay {
  private readonly lines = new Map<string, AgentLine>();
  private drawn = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (text: string) => void,
    private readonly live: boolean,
  ) {}

  readonly onEvent = (event: AgentEvent): void => {
    const line = this.lines.get(event.agentId) ?? {
      state: 'running',
      turn: 0,
      tool: '',
      tokens: 0,
    };
    this.lines.set(event.agentId, line);
    switch (event.type) {
      case 'turn':
        line.turn = event.turn;
        line.tool = '';
        line.state = 'running';
        break;
      case 'tool':
        line.tool = event.summary ? `${event.tool} ${event.summary}` : event.tool;
        break;
      case 'usage':
        line.tokens += event.usage.input_tokens + event.usage.output_tokens;
        break;
      case 'end':
        line.state = event.status;
        line.tool = '';
        break;
      case 'text':
        return;
    }
    if (this.live) this.scheduleDraw();
    else if (event.type !== 'usage') this.write(`${formatLine(event.agentId, line)}\n`);
  };

  /** Draws the final state and stops redrawing. */
  finish(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.live) this.draw();
  }

  private scheduleDraw(): void {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.draw();
    }, 80);
  }

  private draw(): void {
    const width = Math.max(...[...this.lines.keys()].map((id) => id.length), 4);
    const text = [...this.lines.entries()].map(
      ([id, line]) => `\x1b[2K${formatLine(id.padEnd(width), line)}\n`,
    );
    this.write(`${this.drawn > 0 ? `\x1b[${this.drawn}A` : ''}${text.join('')}`);
    this.drawn = text.length;
  }
}

function formatLine(agentId: string, line: AgentLine): string {
  const tool = line.tool ? `  ${line.tool.slice(0, 60)}` : '';
  return `${agentId}  ${line.state.padEnd(9)} turn ${String(line.turn).padStart(2)}  ${line.tokens.toLocaleString('en-US').padStart(8)} tokens${tool}`;
}

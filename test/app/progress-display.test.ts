import { describe, expect, it } from 'vitest';
import { ProgressDisplay } from '../../src/app/progress-display.js';

/** A fake terminal: records writes and keeps the screen they produce (the escapes we use). */
function fakeTerminal(columns: number) {
  const screen: string[] = [''];
  let row = 0;
  let column = 0;
  const writes: string[] = [];
  const put = (character: string) => {
    const line = screen[row] ?? '';
    screen[row] = line.padEnd(column).slice(0, column) + character + line.slice(column + 1);
    column++;
    if (column >= columns) {
      // The terminal wraps: what the live region must never cause.
      row++;
      column = 0;
      screen[row] ??= '';
    }
  };
  return {
    isTTY: true,
    columns,
    writes,
    screen,
    write(text: string) {
      writes.push(text);
      for (let index = 0; index < text.length; index++) {
        const escape = new RegExp(`^${String.fromCharCode(27)}\\[(\\d*)([AK])`).exec(
          text.slice(index),
        );
        if (escape) {
          if (escape[2] === 'A') row = Math.max(0, row - Number(escape[1] || 1));
          else screen[row] = '';
          index += escape[0].length - 1;
        } else if (text[index] === '\n') {
          row++;
          column = 0;
          screen[row] ??= '';
        } else put(text[index]!);
      }
    },
    visible: () => screen.filter((line, index) => line !== '' || index < screen.length - 1),
  };
}

describe('ProgressDisplay on a terminal', () => {
  it('prints log lines above the live lines instead of overwriting them', () => {
    const terminal = fakeTerminal(200);
    const progress = new ProgressDisplay(terminal, () => 0);
    progress.onEvent({ type: 'turn', agentId: 'lead', turn: 1 });
    progress.onEvent({ type: 'turn', agentId: 'security@run', turn: 2 });
    progress.finish();
    progress.log('Started security in its worktree');
    progress.log('two\nlines');
    const screen = terminal.visible();
    expect(screen[0]).toBe('Started security in its worktree');
    expect(screen[1]).toBe('two');
    expect(screen[2]).toBe('lines');
    expect(screen[3]).toMatch(/^lead\s+running\s+turn {2}1/);
    expect(screen[4]).toMatch(/^security@run\s+running\s+turn {2}2/);
    expect(screen).toHaveLength(5);
  });

  it('cuts live lines to the terminal width so they never wrap', () => {
    const terminal = fakeTerminal(40);
    const progress = new ProgressDisplay(terminal, () => 0);
    progress.onEvent({ type: 'tool', agentId: 'lead', tool: 'Bash', summary: 'x'.repeat(300) });
    progress.finish();
    const screen = terminal.visible();
    expect(screen).toHaveLength(1);
    expect(screen[0]!.length).toBeLessThan(40);
    expect(screen[0]).toMatch(/…$/);
  });

  it("shows each agent's elapsed time, frozen when it ends", () => {
    const terminal = fakeTerminal(200);
    let now = 0;
    const progress = new ProgressDisplay(terminal, () => now);
    progress.onEvent({ type: 'turn', agentId: 'lead', turn: 1 });
    now = 5_000;
    progress.onEvent({ type: 'turn', agentId: 'docs@run', turn: 1 });
    now = 65_000;
    progress.onEvent({ type: 'end', agentId: 'docs@run', status: 'completed' });
    now = 125_000;
    progress.finish();
    const screen = terminal.visible();
    expect(screen[0]).toContain(' 2m05s ');
    expect(screen[1]).toContain(' 1m00s ');
    expect(screen[1]).toContain('completed');
  });
});

describe('ProgressDisplay in a log', () => {
  it('writes one plain line per change and log lines as they come', () => {
    const writes: string[] = [];
    const progress = new ProgressDisplay({ isTTY: false, write: (text) => writes.push(text) });
    progress.onEvent({ type: 'turn', agentId: 'lead', turn: 1 });
    progress.log('a log line');
    progress.finish();
    expect(writes.join('')).toMatch(/^lead\s+running\s+turn {2}1 .*\na log line\n$/);
    expect(writes.join('')).not.toContain('\x1b');
  });
});

describe('ProgressDisplay in a log', () => {
  it('says when an agent compacted its conversation', () => {
    const lines: string[] = [];
    const progress = new ProgressDisplay(
      { isTTY: false, columns: 80, write: (text: string) => lines.push(text) },
      () => 0,
    );
    progress.onEvent({
      type: 'compact',
      agentId: 'lead',
      trigger: 'auto',
      tokensBefore: 171_000,
      tokensAfter: 900,
      summary: { role: 'user', content: 'The summary.' },
      durationMs: 5,
    });
    expect(lines.join('')).toContain('compacted its conversation (~171000 → ~900 tokens)');
  });
});

describe('ProgressDisplay in a log, line by line', () => {
  it('writes a line when the line changes, not for a message or the end of a tool', () => {
    const lines: string[] = [];
    const progress = new ProgressDisplay(
      { isTTY: false, write: (text) => lines.push(text) },
      () => 0,
    );
    const agentId = 'a1-general-purpose';
    progress.onEvent({ type: 'turn', agentId, turn: 1 });
    progress.onEvent({
      type: 'usage',
      agentId,
      usage: {
        input_tokens: 30,
        output_tokens: 2,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
      costUsd: 0,
    });
    progress.onEvent({ type: 'message', agentId, message: { role: 'assistant', content: 'x' } });
    progress.onEvent({ type: 'tool', agentId, tool: 'Glob', summary: '*.txt', toolUseId: 't1' });
    progress.onEvent({ type: 'tool_end', agentId, tool: 'Glob', toolUseId: 't1', isError: false });
    progress.onEvent({ type: 'message', agentId, message: { role: 'user', content: 'y' } });
    progress.onEvent({ type: 'end', agentId, status: 'completed' });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^a1-general-purpose {2}running {3}turn {2}1 .* 0 tokens\n$/);
    expect(lines[1]).toMatch(/ 32 tokens {2}Glob \*\.txt\n$/);
    expect(lines[2]).toMatch(/completed turn {2}1 .* 32 tokens\n$/);
  });
});

describe("ProgressDisplay and an agent's todo list", () => {
  const todos = [
    { content: 'Read the code', status: 'completed', activeForm: 'Reading the code' },
    { content: 'Run the tests', status: 'in_progress', activeForm: 'Running the tests' },
    { content: 'Write the report', status: 'pending', activeForm: 'Writing the report' },
  ] as const;

  it('shows on the live line how far the agent is and the item under way', () => {
    const terminal = fakeTerminal(200);
    const progress = new ProgressDisplay(terminal, () => 0);
    progress.onEvent({ type: 'turn', agentId: 'lead', turn: 1 });
    progress.onEvent({ type: 'todos', agentId: 'lead', todos: [...todos] });
    progress.finish();
    expect(terminal.visible()[0]).toContain('[todos 1/3 Running the tests]');
  });

  it('writes the whole list in a log, one line per item', () => {
    const lines: string[] = [];
    const progress = new ProgressDisplay({ isTTY: false, write: (text) => lines.push(text) });
    progress.onEvent({ type: 'todos', agentId: 'security@run', todos: [...todos] });
    expect(lines.join('')).toBe(
      'security@run  todos\n  [x] Read the code\n  [>] Run the tests\n  [ ] Write the report\n',
    );
  });
});

describe('ProgressDisplay and model-written text in a log', () => {
  it('keeps tool summaries and todo items to one line each, so none can start a workflow command', () => {
    const lines: string[] = [];
    const progress = new ProgressDisplay({ isTTY: false, write: (text) => lines.push(text) });
    progress.onEvent({ type: 'turn', agentId: 'lead', turn: 1 });
    progress.onEvent({
      type: 'tool',
      agentId: 'lead',
      tool: 'Agent',
      summary: 'Run reviewer\n::stop-commands::pwned\r::notice::injected',
    });
    progress.onEvent({
      type: 'todos',
      agentId: 'lead',
      todos: [
        { content: 'check\n::notice::hidden', status: 'in_progress', activeForm: 'a\n::x::y' },
      ],
    });
    const printed = lines.join('').split(/\r\n|\r|\n/);
    expect(printed.filter((line) => line.trimStart().startsWith('::'))).toEqual([]);
    expect(lines.join('')).toContain(
      'Agent Run reviewer ::stop-commands::pwned ::notice::injected',
    );
    expect(lines.join('')).toContain('  [>] check ::notice::hidden\n');
  });
});

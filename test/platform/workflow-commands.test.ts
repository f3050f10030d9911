import { describe, expect, it } from 'vitest';
import {
  neutralizeWorkflowCommands,
  workflowCommandGuard,
} from '../../src/platform/workflow-commands.js';

/** The lines the runner would take as workflow commands (it trims them, and splits at CR or LF). */
function commandLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => /^(::|##\[)/.test(line.trim()));
}

describe('neutralizeWorkflowCommands', () => {
  it('leaves no line that starts a workflow command, whatever the line breaks and indentation', () => {
    const text = [
      '::stop-commands::pwned',
      'final text\n::notice::injected',
      'hook said\r::add-mask::x',
      'crlf\r\n  ::error file=a::b',
      '\t\u00a0::warning::indented',
      '##[error]legacy',
    ].join('\n');
    expect(commandLines(text)).toHaveLength(6);
    const safe = neutralizeWorkflowCommands(text);
    expect(commandLines(safe)).toEqual([]);
    expect(safe).toContain('\\::stop-commands::pwned');
    expect(safe).toContain('  \\::error file=a::b');
    expect(safe).toContain('\\##[error]legacy');
  });

  it('changes nothing else, and is idempotent', () => {
    const text = 'lead  running  turn 1  Agent run::x\na :: b\nsee ::notice:: below';
    expect(neutralizeWorkflowCommands(text)).toBe(text);
    const once = neutralizeWorkflowCommands('::x::y\n::a::b');
    expect(neutralizeWorkflowCommands(once)).toBe(once);
  });
});

describe('workflowCommandGuard', () => {
  it('guards a piece as a line start only when the piece before ended a line', () => {
    const guard = workflowCommandGuard();
    expect(guard('::notice::first\n')).toBe('\\::notice::first\n');
    expect(guard('text, then ')).toBe('text, then ');
    // Goes on the line above: the runner sees "text, then ::x", no command.
    expect(guard('::x::y\n::warning::z\n')).toBe('::x::y\n\\::warning::z\n');
    expect(guard('  ::error::w\r')).toBe('  \\::error::w\r');
  });
});

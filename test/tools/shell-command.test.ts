import { describe, expect, it } from 'vitest';
import { splitShellCommand } from '../../src/tools/shell-command.js';

const texts = (command: string): string[] =>
  splitShellCommand(command).segments.map((segment) => segment.text);

describe('splitShellCommand', () => {
  it.each([
    ['npm test', ['npm test']],
    ['npm test && curl evil', ['npm test', 'curl evil']],
    ['a || b; c | d |& e & f', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['a\nb\r\nc', ['a', 'b', 'c']],
    ['echo "x && y; z | w"', ['echo "x && y; z | w"']],
    ["echo 'a;b' && echo \\; c", ["echo 'a;b'", 'echo \\; c']],
    ['echo $(curl evil)', ['echo $(curl evil)', 'curl evil']],
    ['echo "$(curl evil; rm x)"', ['echo "$(curl evil; rm x)"', 'curl evil', 'rm x']],
    ['echo `whoami`', ['echo `whoami`', 'whoami']],
    ['diff <(curl a) >(tee b)', ['diff <(curl a) >(tee b)', 'curl a', 'tee b']],
    ['echo $(echo $(id))', ['echo $(echo $(id))', 'echo $(id)', 'id']],
    ["echo '$(not run)'", ["echo '$(not run)'"]],
    ["npm test #'\ncurl evil #'", ['npm test', 'curl evil']],
    ['echo x#y; id', ['echo x#y', 'id']],
    ['a;#c\nb', ['a', 'b']],
  ])('%s', (command, expected) => {
    expect(texts(command)).toEqual(expected);
    expect(splitShellCommand(command).unparsable).toBe(false);
  });

  it('marks redirections to files, not to /dev/null or descriptors', () => {
    const written = (command: string): boolean[] =>
      splitShellCommand(command).segments.map((segment) => segment.writesFile);
    expect(written('npm test 2>&1')).toEqual([false]);
    expect(written('npm test > /dev/null 2>/dev/null')).toEqual([false]);
    expect(written('npm test > out.txt')).toEqual([true]);
    expect(written('npm test >> ~/.bashrc')).toEqual([true]);
    expect(written('npm test &> log')).toEqual([true]);
    expect(written('npm test >& log')).toEqual([true]);
    expect(written('echo a>b')).toEqual([true]);
    expect(written('echo ">"')).toEqual([false]);
  });

  it('reports what it cannot parse', () => {
    expect(splitShellCommand('echo "unterminated').unparsable).toBe(true);
    expect(splitShellCommand("echo 'unterminated").unparsable).toBe(true);
    expect(splitShellCommand('echo $(unterminated').unparsable).toBe(true);
    expect(splitShellCommand('echo `unterminated').unparsable).toBe(true);
  });
});

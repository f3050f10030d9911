import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, run, toolResults } from '../subagents/harness.js';

afterEach(cleanupRuns);

describe('tool inputs with numbers and booleans sent as strings', () => {
  it('are converted as Claude Code converts them, for every tool; other strings stay invalid', async () => {
    const finished = await run({
      files: { 'c.txt': 'l1\nfoo a\nl3\nFOO b\nl5\n' },
      config: { permissionMode: 'bypassPermissions' },
      scenario: {
        name: 'string-scalars',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    id: 'toolu_grep',
                    name: 'Grep',
                    input: {
                      pattern: 'foo',
                      '-i': 'true',
                      output_mode: 'content',
                      '-C': '1',
                      head_limit: '3',
                      path: 'c.txt',
                    },
                  },
                  {
                    id: 'toolu_read',
                    name: 'Read',
                    input: { file_path: 'c.txt', offset: '2', limit: '2' },
                  },
                  { id: 'toolu_word', name: 'Grep', input: { pattern: 'foo', head_limit: 'abc' } },
                  { id: 'toolu_yes', name: 'Grep', input: { pattern: 'foo', '-i': 'yes' } },
                ],
              },
              {
                tool_use: [
                  {
                    id: 'toolu_edit',
                    name: 'Edit',
                    input: {
                      file_path: 'c.txt',
                      old_string: 'l',
                      new_string: 'L',
                      replace_all: 'true',
                    },
                  },
                  {
                    id: 'toolu_bash',
                    name: 'Bash',
                    input: { command: 'echo hi', timeout: '5000', run_in_background: 'false' },
                  },
                  {
                    id: 'toolu_exponent',
                    name: 'Bash',
                    input: { command: 'echo hi', timeout: '1e3' },
                  },
                ],
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const messages = await finished.leadTranscript();
    const results = new Map(
      messages.flatMap((message) => toolResults(message)).map((result) => [result.id, result]),
    );
    const file = path.join(finished.repo.root, 'c.txt');
    expect(results.get('toolu_grep')).toMatchObject({ isError: false });
    expect(results.get('toolu_grep')?.text.split('\n').slice(0, 3)).toEqual([
      `${file}-1-l1`,
      `${file}:2:foo a`,
      `${file}-3-l3`,
    ]);
    expect(results.get('toolu_read')).toMatchObject({ isError: false });
    expect(results.get('toolu_read')?.text).toMatch(/^\s*2\tfoo a\n\s*3\tl3\n/);
    expect(results.get('toolu_edit')).toMatchObject({ isError: false });
    expect(await readFile(file, 'utf8')).toBe('L1\nfoo a\nL3\nFOO b\nL5\n');
    expect(results.get('toolu_bash')).toMatchObject({ isError: false, text: 'hi' });
    for (const id of ['toolu_word', 'toolu_yes', 'toolu_exponent']) {
      expect(results.get(id)).toMatchObject({ isError: true });
      expect(results.get(id)?.text).toContain('Invalid input');
    }
  });
});

import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, newRepo, run } from '../subagents/harness.js';

afterEach(cleanupRuns);

describe("the lead's own edits in the checkout", () => {
  it('are a change of the run, committed on a branch without touching the checkout, and not the user’s earlier edits', async () => {
    const repo = await newRepo({ files: { 'src/label.js': 'export const label = 1;\n' } });
    // The user's own uncommitted work before the run: not the run's.
    await writeFile(path.join(repo.root, 'NOTES.md'), 'my notes\n');
    // An untracked link to a directory: noted as a link (hashing it would follow it).
    await symlink('..', path.join(repo.root, 'src', 'up'));
    // An install the repository does not ignore: its files are never an agent's change.
    await mkdir(path.join(repo.root, 'node_modules', 'dep'), { recursive: true });
    await writeFile(path.join(repo.root, 'node_modules', 'dep', 'index.js'), 'dep\n');
    const finished = await run({
      repo,
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'lead-edits',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Write',
                    input: { file_path: 'src/label.js', content: 'export const label = 2;\n' },
                  },
                  { name: 'Write', input: { file_path: 'src/new.js', content: 'new\n' } },
                  {
                    name: 'Write',
                    input: { file_path: 'node_modules/dep/extra.js', content: 'x\n' },
                  },
                ],
              },
              { text: 'Edited.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const [change] = finished.result.changes;
    expect(finished.result.changes).toHaveLength(1);
    expect(change).toMatchObject({
      agent: 'flotilla-lead',
      branch: `flotilla/checkout-${finished.result.run_id}`,
      files: ['src/label.js', 'src/new.js'],
    });
    // The results branch holds the edits; the checkout and its index are as the lead left them.
    const branch = finished.result.results_branch as string;
    expect(repo.run(['show', `${branch}:src/label.js`])).toBe('export const label = 2;');
    expect(repo.run(['show', `${branch}:src/new.js`])).toBe('new');
    expect(() => repo.run(['show', `${branch}:NOTES.md`])).toThrow();
    // (run() trims the output: the first line's leading space, an unstaged change's, is gone.)
    expect(repo.run(['status', '--porcelain'])).toBe(
      ['M src/label.js', '?? NOTES.md', '?? node_modules/', '?? src/new.js', '?? src/up'].join(
        '\n',
      ),
    );
    expect(await readFile(path.join(repo.root, 'NOTES.md'), 'utf8')).toBe('my notes\n');
  });

  it('leave out a state directory inside the checkout: its transcripts are no change of the run', async () => {
    const repo = await newRepo({ files: { 'a.txt': 'a\n' } });
    const finished = await run({
      repo,
      config: { permissionMode: 'acceptEdits', stateDir: path.join(repo.root, '.fstate') },
      scenario: {
        name: 'state-inside',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Write', input: { file_path: 'a.txt', content: 'b\n' } }] },
              { text: 'Edited.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.changes.map((change) => change.files)).toEqual([['a.txt']]);
    const branch = finished.result.results_branch as string;
    expect(repo.run(['ls-tree', '-r', '--name-only', branch])).not.toContain('.fstate');
  });

  it('none: no change and no branch', async () => {
    const finished = await run({
      scenario: {
        name: 'no-edits',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Nothing to do.' }] }],
      },
    });
    expect(finished.result.changes).toEqual([]);
    expect(finished.result.results_branch).toBeUndefined();
    expect(finished.repo.run(['branch', '--list', 'flotilla/*'])).toBe('');
  });
});

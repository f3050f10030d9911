import { spawn } from 'node:child_process';
import { mkdir, open, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { cleanupRuns, newRepo, run } from '../subagents/harness.js';
import { createGit } from '../../src/platform/git.js';
import { createTempRepo } from '../support/git-repo.js';
import { startScriptedServer } from '../../src/offline/index.js';

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

  it('inside a submodule (initialised or not) are reported as not merged, and the rest committed', async () => {
    const library = await createTempRepo({ files: { 'lib.txt': 'library\n' } });
    const other = await createTempRepo({ files: { 'other.txt': 'other\n' } });
    try {
      const repo = await newRepo({ files: { 'a.txt': 'a\n' } });
      const git = createGit(repo.root, {
        env: repo.env,
        config: { 'protocol.file.allow': 'always' },
      });
      await git.raw(['submodule', 'add', '--quiet', library.root, 'libs/sub']);
      await git.raw(['submodule', 'add', '--quiet', other.root, 'libs/empty']);
      await repo.commit('add submodules');
      // An uninitialised one: its directory is there, empty, as in a clone without --recursive.
      await git.raw(['submodule', 'deinit', '--quiet', '--force', 'libs/empty']);
      // The user's own edit inside the submodule before the run: not the run's.
      await writeFile(path.join(repo.root, 'libs/sub/mine.txt'), 'mine\n');
      const write = (file: string, content: string) => ({
        name: 'Write',
        input: { file_path: file, content },
      });
      const finished = await run({
        repo,
        config: { permissionMode: 'acceptEdits' },
        scenario: {
          name: 'lead-edits-submodule',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                {
                  tool_use: [
                    write('libs/sub/lib.txt', 'changed\n'),
                    write('libs/sub/new.txt', 'new\n'),
                    write('libs/empty/stray.txt', 'stray\n'),
                    write('a.txt', 'b\n'),
                  ],
                },
                { text: 'Edited.' },
              ],
            },
          ],
        },
      });
      const { result } = finished;
      expect(result.changes.map((change) => change.files)).toEqual([['a.txt']]);
      expect(result.conclusion).toBe('partial');
      expect(result.incomplete).toEqual([
        expect.objectContaining({
          name: 'flotilla-lead',
          status: 'not_merged',
          reason: `its changes to libs/empty/stray.txt, libs/sub/lib.txt, libs/sub/new.txt could not be committed (they are inside a submodule); they stay in the checkout ${repo.root}`,
        }),
      ]);
      expect(await readFile(path.join(repo.root, 'libs/sub/lib.txt'), 'utf8')).toBe('changed\n');
    } finally {
      await library.cleanup();
      await other.cleanup();
    }
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

describe("Flotilla's own output files in the checkout", () => {
  const projectRoot = path.resolve(import.meta.dirname, '..', '..');
  const cli = [
    '--import',
    pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
    path.join(projectRoot, 'src', 'cli', 'index.ts'),
  ];

  it('are no change of the lead: stdout and stderr redirected there, a --record cassette, --output .', async () => {
    const repo = await createTempRepo({ files: { 'a.txt': 'a\n' } });
    onTestFinished(() => repo.cleanup());
    const server = await startScriptedServer({
      scenario: {
        name: 'lead-writes-one-file',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Write', input: { file_path: 'new.txt', content: 'new\n' } }] },
              { text: 'Wrote new.txt.' },
            ],
          },
        ],
      },
    });
    // `flotilla run … > answer.txt 2> run.log`, the usual CI form, run by the real CLI.
    const [stdout, stderr] = await Promise.all([
      open(path.join(repo.root, 'answer.txt'), 'w'),
      open(path.join(repo.root, 'run.log'), 'w'),
    ]);
    try {
      const child = spawn(
        process.execPath,
        [
          ...cli,
          'run',
          '-p',
          'write new.txt',
          '--permission-mode',
          'acceptEdits',
          '--no-sandbox',
          '--record',
          'cassette.json',
          '--output',
          '.',
        ],
        {
          cwd: repo.root,
          env: {
            ...repo.env,
            HOME: repo.dir,
            ANTHROPIC_BASE_URL: server.url,
            ANTHROPIC_API_KEY: 'sk-offline-test',
          },
          stdio: ['ignore', stdout.fd, stderr.fd],
        },
      );
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(0);
    } finally {
      await Promise.all([stdout.close(), stderr.close(), server.close()]);
    }
    const result = JSON.parse(await readFile(path.join(repo.root, 'results.json'), 'utf8')) as {
      changes: { agent: string; files: string[] }[];
      results_branch: string;
    };
    expect(result.changes).toEqual([
      expect.objectContaining({ agent: 'flotilla-lead', files: ['new.txt'] }),
    ]);
    // The output files were written, and the results branch holds only the lead's file.
    expect(await readFile(path.join(repo.root, 'answer.txt'), 'utf8')).toContain('Changes:');
    expect(await readFile(path.join(repo.root, 'cassette.json'), 'utf8')).not.toBe('');
    expect(repo.run(['diff', '--name-only', 'HEAD', result.results_branch]).split('\n')).toEqual([
      'new.txt',
    ]);
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  requestSystem,
  run,
  toolResults,
} from './harness.js';
import { createGit } from '../../src/platform/git.js';
import { createWorktreeManager } from '../../src/worktrees/worktree-manager.js';
import { createTempRepo } from '../support/git-repo.js';

afterEach(cleanupRuns);

const launch = (type: string, extra: Record<string, unknown> = {}) => ({
  name: 'Agent',
  input: {
    description: `Run ${type}`,
    prompt: `Task for ${type}.`,
    subagent_type: type,
    run_in_background: true,
    ...extra,
  },
});

const lead = (...launches: Array<ReturnType<typeof launch>>) => ({
  match: { agent: 'flotilla-lead' },
  repeat_last: true,
  turns: [{ tool_use: launches }, { text: 'Waiting.' }],
});

const isolated = (name: string) => agentFile(name, { isolation: 'worktree' });

/** A run whose isolated writer runs one git `command` (through Bash) in its worktree. */
const writerRunsGit = (name: string, command: string) =>
  run({
    agents: { writer: isolated('writer') },
    config: { permissionMode: 'acceptEdits', allowedTools: ['Bash'] },
    scenario: {
      name,
      agents: [
        lead(launch('writer')),
        {
          match: { agent: 'writer' },
          turns: [{ tool_use: [{ name: 'Bash', input: { command } }] }, { text: 'Done.' }],
        },
      ],
    },
  });

/** The working directory an agent was told about (its worktree). */
function workingDirectory(system: string): string {
  return /Working directory: (.+)/.exec(system)?.[1] ?? '';
}

describe('worktree isolation (runFlotilla in a temp git repository)', () => {
  it('gives each isolated agent .claude/worktrees/<slug>; a writer leaves a commit and a change, a reader leaves nothing', async () => {
    const finished = await run({
      agents: { writer: isolated('writer'), reader: isolated('reader') },
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'worktrees',
        agents: [
          lead(launch('writer'), launch('reader')),
          {
            match: { agent: 'writer' },
            turns: [
              {
                tool_use: [
                  { name: 'Write', input: { file_path: 'notes.txt', content: 'notes\n' } },
                ],
              },
              { text: 'Wrote notes.txt.' },
            ],
          },
          {
            match: { agent: 'reader' },
            turns: [
              { tool_use: [{ name: 'Glob', input: { pattern: '*' } }] },
              { text: 'Read only.' },
            ],
          },
        ],
      },
    });
    const { repo, result } = finished;
    expect(result.conclusion).toBe('success');
    const worktrees = path.join(repo.root, '.claude', 'worktrees');
    const writerDir = workingDirectory(requestSystem(finished.requestsOf('writer')[0]));
    const readerDir = workingDirectory(requestSystem(finished.requestsOf('reader')[0]));
    expect(path.dirname(writerDir)).toBe(worktrees);
    expect(path.dirname(readerDir)).toBe(worktrees);
    expect(path.basename(writerDir)).toMatch(/^a1-writer/);
    expect(path.basename(readerDir)).toMatch(/^a2-reader/);

    // The writer's file is on its branch, not in the main checkout.
    expect(result.changes).toHaveLength(1);
    const change = result.changes[0]!;
    expect(change).toMatchObject({ agent: 'writer', files: ['notes.txt'] });
    expect(change.branch).toBe(`flotilla/${path.basename(writerDir)}`);
    expect(repo.run(['rev-parse', change.branch])).toBe(change.commit);
    expect(repo.run(['show', `${change.commit}:notes.txt`])).toBe('notes');
    expect(existsSync(path.join(repo.root, 'notes.txt'))).toBe(false);
    const writerRun = result.agents.find((agent) => agent.name === 'writer');
    expect(writerRun).toMatchObject({ worktree: writerDir, branch: change.branch });
    // Merged onto this run's own results branch.
    expect(result.results_branch).toBe(`flotilla/results-${result.run_id}`);
    expect(result.run_id).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    expect(repo.run(['show', `${result.results_branch}:notes.txt`])).toBe('notes');

    // The lead hears where the writer's work is kept, as Claude Code says it; not the reader's.
    const heard = (await finished.leadTranscript()).map(messageText).join('\n');
    const notifications = heard.split('<task-notification>').slice(1);
    const writerNote = notifications.find((note) => note.includes('<task-id>a1-writer'));
    expect(writerNote).toContain(
      `</usage>\n<worktree><worktreePath>${writerDir}</worktreePath><worktreeBranch>${change.branch}</worktreeBranch></worktree>\n</task-notification>`,
    );
    const readerNote = notifications.find((note) => note.includes('<task-id>a2-reader'));
    expect(readerNote).toBeDefined();
    expect(readerNote).not.toContain('<worktree>');

    // The reader changed nothing: no worktree, no branch.
    expect(existsSync(readerDir)).toBe(false);
    expect(repo.run(['branch', '--list', 'flotilla/a2-reader*'])).toBe('');
    expect(repo.run(['worktree', 'list'])).not.toContain('a2-reader');
  });

  it('gives an agent resumed after its unchanged worktree was removed a new worktree, and keeps what it then writes', async () => {
    const finished = await run({
      agents: { reader: isolated('reader') },
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'resume-after-removal',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [launch('reader')] },
              { text: 'Waiting.' },
              {
                tool_use: [
                  { name: 'SendMessage', input: { to: 'a1-reader', message: 'Now write.' } },
                ],
              },
              { text: 'Waiting again.' },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'reader' },
            turns: [
              { tool_use: [{ name: 'Glob', input: { pattern: '*' } }] },
              { text: 'Read only.' },
              {
                tool_use: [
                  { name: 'Write', input: { file_path: 'later.txt', content: 'later\n' } },
                ],
              },
              { text: 'Wrote later.txt.' },
            ],
          },
        ],
      },
    });
    const { repo, result } = finished;
    expect(result.conclusion).toBe('success');
    expect(result.incomplete).toEqual([]);
    expect(result.changes).toEqual([
      expect.objectContaining({ agent: 'reader', files: ['later.txt'] }),
    ]);
    expect(repo.run(['show', `${result.results_branch}:later.txt`])).toBe('later');
    expect(existsSync(path.join(repo.root, 'later.txt'))).toBe(false);
  });

  it('reports a merge conflict when two agents edit the same line, and keeps both branches', async () => {
    const edit = (text: string) => ({
      match: { agent: text },
      turns: [
        {
          tool_use: [
            {
              name: 'Edit',
              input: {
                file_path: 'README.md',
                old_string: '# demo',
                new_string: `# demo by ${text}`,
              },
            },
          ],
        },
        { text: 'Edited.' },
      ],
    });
    const finished = await run({
      agents: { 'editor-a': isolated('editor-a'), 'editor-b': isolated('editor-b') },
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'conflict',
        agents: [lead(launch('editor-a'), launch('editor-b')), edit('editor-a'), edit('editor-b')],
      },
    });
    const { repo, result } = finished;
    expect(result.changes.map((change) => change.agent).sort()).toEqual(['editor-a', 'editor-b']);
    const byAgent = new Map(result.changes.map((change) => [change.agent, change]));
    // Integrated in agent-name order: editor-a goes in, editor-b conflicts with it.
    expect(byAgent.get('editor-a')?.conflict).toBeUndefined();
    expect(byAgent.get('editor-b')?.conflict).toBe(true);
    for (const change of result.changes) {
      expect(repo.run(['rev-parse', change.branch])).toBe(change.commit);
      expect(change.files).toEqual(['README.md']);
    }
    expect(finished.logs.join('\n')).toMatch(
      /editor-b's branch .* was not merged \(conflict: README\.md\)/,
    );
    // Changes that could not be merged make the run partial, and say whose.
    expect(result.conclusion).toBe('partial');
    expect(result.incomplete).toEqual([
      expect.objectContaining({
        name: 'editor-b',
        status: 'not_merged',
        reason: expect.stringMatching(/README\.md/),
      }),
    ]);
  });

  it('refuses a second agent with the same name in one turn, even while worktrees are being created', async () => {
    const finished = await run({
      agents: { worker: isolated('worker') },
      scenario: {
        name: 'same-name',
        agents: [
          lead(launch('worker', { name: 'twin' }), launch('worker', { name: 'twin' })),
          { match: { agent: 'worker' }, turns: [{ text: 'Done.' }] },
        ],
      },
    });
    const launched = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1));
    expect(launched.filter((result) => result.isError)).toHaveLength(1);
    expect(launched.find((result) => result.isError)?.text).toMatch(
      /An agent named 'twin' already exists/,
    );
    expect(finished.result.agents.filter((agent) => agent.name === 'worker')).toHaveLength(1);
  });

  it('a later run in the same repository starts its agents from HEAD, not from an earlier run’s kept branch', async () => {
    const repo = await newRepo({ agents: { writer: isolated('writer') } });
    const first = await run({
      repo,
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'first-run',
        agents: [
          lead(launch('writer')),
          {
            match: { agent: 'writer' },
            turns: [
              {
                tool_use: [{ name: 'Write', input: { file_path: 'notes.txt', content: 'one\n' } }],
              },
              { text: 'Wrote.' },
            ],
          },
        ],
      },
    });
    expect(first.result.changes).toHaveLength(1);

    const second = await run({
      repo,
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'second-run',
        agents: [
          lead(launch('writer')),
          {
            match: { agent: 'writer' },
            turns: [
              { tool_use: [{ name: 'Glob', input: { pattern: '*.txt' } }] },
              { text: 'Looked.' },
            ],
          },
        ],
      },
    });
    const globbed = toolResults(requestMessages(second.requestsOf('writer')[1]).at(-1))[0];
    expect(globbed?.text).not.toContain('notes.txt');
    expect(second.result.changes).toEqual([]);
    // The first run's work is still there, untouched.
    expect(repo.run(['show', `${first.result.changes[0]!.branch}:notes.txt`])).toBe('one');
    // Its worktree was kept on purpose (it has changes): not "left by runs that died".
    expect(second.logs.join('\n')).not.toMatch(/left by runs that died/);
    expect(
      existsSync(first.result.agents.find((agent) => agent.name === 'writer')!.worktree!),
    ).toBe(true);
  });

  it('names the worktrees a run that died left with uncommitted work, and keeps them', async () => {
    const repo = await newRepo({});
    // What a run killed while its agent worked leaves: a ready worktree, locked by a dead pid.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const killed = createWorktreeManager({
      repoRoot: repo.root,
      git: repo.git,
      ownerPid: Number(dead.stdout),
    });
    const worktree = await killed.create('a1-writer-dead');
    await writeFile(path.join(worktree.path, 'precious.txt'), 'precious\n');
    await killed.create('a2-reader-dead');
    const committed = await killed.create('a3-committer-dead');
    await writeFile(path.join(committed.path, 'done.txt'), 'done\n');
    repo.run(['add', 'done.txt'], committed.path);
    repo.run(['commit', '-q', '-m', 'done'], committed.path);

    const finished = await run({
      repo,
      scenario: {
        name: 'after-a-kill',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Nothing.' }] }],
      },
    });
    const logs = finished.logs.join('\n');
    expect(logs).toContain('removed 2 worktree(s) left by runs that died');
    expect(logs).toContain(
      'notice: kept the branch flotilla/a3-committer-dead of a run that died (it holds commits)',
    );
    expect(logs).toContain(
      `warning: kept the worktree ${worktree.path} (branch flotilla/a1-writer-dead, 1 changed file) that a run which died left with uncommitted changes`,
    );
    expect(await readFile(path.join(worktree.path, 'precious.txt'), 'utf8')).toBe('precious\n');
  });

  it('gives every run its own results branch: two runs never pile onto one', async () => {
    const repo = await newRepo({ agents: { writer: isolated('writer') } });
    const writeRun = (content: string) =>
      run({
        repo,
        config: { permissionMode: 'acceptEdits' },
        scenario: {
          name: `write-${content}`,
          agents: [
            lead(launch('writer')),
            {
              match: { agent: 'writer' },
              turns: [
                { tool_use: [{ name: 'Write', input: { file_path: 'notes.txt', content } }] },
                { text: 'Wrote.' },
              ],
            },
          ],
        },
      });
    const [first, second] = await Promise.all([writeRun('one'), writeRun('two')]);
    expect(first.result.run_id).not.toBe(second.result.run_id);
    expect(first.result.results_branch).toBe(`flotilla/results-${first.result.run_id}`);
    expect(second.result.results_branch).toBe(`flotilla/results-${second.result.run_id}`);
    expect(repo.run(['show', `${first.result.results_branch}:notes.txt`])).toBe('one');
    expect(repo.run(['show', `${second.result.results_branch}:notes.txt`])).toBe('two');
    expect(first.resultsBranch).toBe(first.result.results_branch);
  });

  it("merges the work an agent committed on a branch of its own (git checkout -b), and its worktree's branch holds it", async () => {
    const finished = await writerRunsGit(
      'own-branch',
      "git checkout -q -b fix/label && echo fixed > fix.txt && git add fix.txt && git commit -qm 'Fix label'",
    );
    const { repo, result } = finished;
    expect(result.conclusion).toBe('success');
    expect(result.changes).toHaveLength(1);
    const change = result.changes[0]!;
    expect(change.files).toEqual(['fix.txt']);
    expect(change.branch).toMatch(/^flotilla\/a1-writer/);
    expect(repo.run(['rev-parse', change.branch])).toBe(change.commit);
    expect(repo.run(['rev-parse', 'fix/label'])).toBe(change.commit);
    expect(repo.run(['show', `${result.results_branch}:fix.txt`])).toBe('fixed');
  });

  it('says so when an agent leaves commits on its worktree branch that its final HEAD does not contain', async () => {
    const finished = await writerRunsGit(
      'left-behind',
      'echo one > one.txt && git add one.txt && git commit -qm one && git checkout -q -b other HEAD~1 && echo two > two.txt',
    );
    const { repo, result } = finished;
    expect(result.changes).toEqual([
      expect.objectContaining({ branch: 'other', files: ['two.txt'] }),
    ]);
    expect(result.agents.find((agent) => agent.name === 'writer')?.branch).toBe('other');
    expect(repo.run(['show', `${result.results_branch}:two.txt`])).toBe('two');
    expect(result.conclusion).toBe('partial');
    expect(result.incomplete).toEqual([
      expect.objectContaining({
        name: 'writer',
        status: 'not_merged',
        reason: expect.stringMatching(/branch other.*kept on flotilla\/a1-writer\S*, not merged/),
      }),
    ]);
  });

  it('keeps the worktree of an agent whose changes could not be committed, and says where, with git’s whole message', async () => {
    // An empty repository inside the worktree: `git add -A` refuses it ("does not have a commit
    // checked out"), so nothing the agent wrote can be committed.
    const finished = await writerRunsGit(
      'finish-fails',
      'echo precious > precious.txt && git init -q nested && echo inner > nested/inner.txt',
    );
    const { repo, result } = finished;
    expect(result.changes).toEqual([]);
    expect(result.conclusion).toBe('partial');
    const worktree = result.agents.find((agent) => agent.name === 'writer')!.worktree!;
    expect(result.incomplete).toEqual([
      expect.objectContaining({ name: 'writer', status: 'not_merged' }),
    ]);
    const reason = result.incomplete[0]!.reason;
    expect(reason).toContain(`none of its work was merged; it stays in ${worktree} (branch`);
    // Not cut off: git's last line is there.
    expect(reason).toMatch(/does not have a commit checked out.*adding files failed/);
    expect(await readFile(path.join(worktree, 'precious.txt'), 'utf8')).toBe('precious\n');
    // Kept on purpose, as a worktree with changes is: no later run's sweep takes it.
    const listed = repo
      .run(['worktree', 'list', '--porcelain'])
      .split('\n\n')
      .find((block) => block.startsWith(`worktree ${worktree}\n`));
    expect(listed).toContain('locked flotilla: kept with changes');
  });

  it('reports an edit inside a submodule that no commit can hold, keeps the worktree, and merges the rest', async () => {
    const library = await createTempRepo({ files: { 'README.md': 'library\n' } });
    try {
      const repo = await newRepo({ agents: { writer: isolated('writer') } });
      const git = createGit(repo.root, {
        env: repo.env,
        config: { 'protocol.file.allow': 'always' },
      });
      await git.raw(['submodule', 'add', '--quiet', library.root, 'libs/sub']);
      await repo.commit('add submodule');
      const finished = await run({
        repo,
        config: { permissionMode: 'acceptEdits' },
        scenario: {
          name: 'submodule-edit',
          agents: [
            lead(launch('writer')),
            {
              match: { agent: 'writer' },
              turns: [
                {
                  tool_use: [
                    { name: 'Write', input: { file_path: 'libs/sub/README.md', content: 'x\n' } },
                    { name: 'Write', input: { file_path: 'top.txt', content: 'top\n' } },
                  ],
                },
                { text: 'Edited both.' },
              ],
            },
          ],
        },
      });
      const { result } = finished;
      expect(result.changes.map((change) => change.files)).toEqual([['top.txt']]);
      expect(repo.run(['show', `${result.results_branch}:top.txt`])).toBe('top');
      // Not dropped silently: the run is partial and names the file.
      expect(result.conclusion).toBe('partial');
      expect(result.incomplete).toEqual([
        expect.objectContaining({
          name: 'writer',
          status: 'not_merged',
          reason: expect.stringMatching(/libs\/sub\/README\.md could not be committed/),
        }),
      ]);
      const worktree = result.agents.find((agent) => agent.name === 'writer')!.worktree!;
      expect(await readFile(path.join(worktree, 'libs/sub/README.md'), 'utf8')).toBe('x\n');
    } finally {
      await library.cleanup();
    }
  });

  it('started in a monorepo package: worktrees under the repository top, each agent in the same package inside its worktree', async () => {
    const repo = await newRepo({
      agents: { writer: isolated('writer') },
      files: { 'packages/app/README.md': 'app readme\n' },
    });
    const finished = await run({
      repo,
      config: { permissionMode: 'acceptEdits', repoRoot: path.join(repo.root, 'packages', 'app') },
      scenario: {
        name: 'monorepo',
        agents: [
          lead(launch('writer')),
          {
            match: { agent: 'writer' },
            turns: [
              {
                tool_use: [
                  { name: 'Read', input: { file_path: 'README.md' } },
                  { name: 'Write', input: { file_path: 'NEW.md', content: 'new\n' } },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const { result } = finished;
    const writerDir = workingDirectory(requestSystem(finished.requestsOf('writer')[0]));
    const worktree = result.agents.find((agent) => agent.name === 'writer')!.worktree!;
    expect(path.dirname(worktree)).toBe(path.join(repo.root, '.claude', 'worktrees'));
    expect(writerDir).toBe(path.join(worktree, 'packages', 'app'));
    const read = toolResults(requestMessages(finished.requestsOf('writer')[1]).at(-1))[0];
    expect(read?.text).toContain('app readme');
    expect(result.changes.map((change) => change.files)).toEqual([['packages/app/NEW.md']]);
    // The worktrees are out of the main checkout's status (and of a `git add -A`).
    expect(repo.run(['status', '--porcelain'])).toBe('');
  });
});

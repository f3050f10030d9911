import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import {
  createWorld,
  fullName,
  owner,
  pullNumber,
  repoName,
  type World,
} from './support/action-world.js';
import { dispatchPayload } from './support/event-payloads.js';
import { leadRules, scenario } from './support/scenarios.js';

/**
 * The agents' work must outlive the runner: when it cannot go where post asked (the pull request
 * moved on during the run) and when part of it is left for a human (conflicting agent branches),
 * it is pushed to origin, and the log, the job summary, the comment and the pull request name it.
 */

let world: World | undefined;
afterEach(() => world?.cleanup());

const originRefs = (current: World): string[] =>
  current.repo
    .git(['for-each-ref', '--format=%(refname)'], current.repo.origin)
    .split('\n')
    .filter(Boolean);

describe('post: commit when someone pushes to the pull request during the run', () => {
  it('pushes the changes to flotilla/<run id>, names it everywhere, and fails the step', async () => {
    const current = await createWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
      permissions: { octocat: 'write' },
    });
    world = current;
    const { repo } = current;
    const model = await current.startModel(
      scenario('pull-request-moved', [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            { tool_use: [{ name: 'Write', input: { file_path: 'FIX.md', content: 'A fix\n' } }] },
            { tool_use: [{ name: 'Bash', input: { command: 'sleep 2' } }] },
            { text: 'I wrote FIX.md.' },
          ],
        },
      ]),
    );
    let newHead = '';
    const run = await current.run({
      eventName: 'pull_request',
      eventPath: await current.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: {
        mode: 'run',
        prompt: 'Fix things.',
        post: 'commit',
        allowed_tools: 'Bash(sleep:*)',
        permission_mode: 'acceptEdits',
        track_progress: 'true',
      },
      // While the lead works, the author pushes to the pull request from their own clone.
      control: (child, output) => {
        const poll = setInterval(() => {
          if (!output().includes('Bash sleep 2')) return;
          clearInterval(poll);
          const clone = path.join(repo.dir, 'author');
          repo.git(['clone', '--quiet', '--branch', repo.headRef, repo.origin, clone]);
          repo.git(['commit', '--quiet', '--allow-empty', '-m', 'the author pushes'], clone);
          repo.git(['push', '--quiet', 'origin', repo.headRef], clone);
          newHead = repo.git(['rev-parse', 'HEAD'], clone);
          current.github.setHead(pullNumber, newHead, repo.files);
        }, 50);
        child.on('exit', () => clearInterval(poll));
      },
    });
    const log = describeRun(run);
    expect(newHead, log).not.toBe('');
    const branch = `flotilla/${run.outputs.session_id}`;
    // The author's push stays the pull request's head; the agents' work is on its own branch.
    expect(
      execFileSync('git', ['rev-parse', `refs/heads/${repo.headRef}`], {
        cwd: repo.origin,
        env: repo.gitEnv,
        encoding: 'utf8',
      }).trim(),
    ).toBe(newHead);
    expect(repo.git(['show', `refs/heads/${branch}:FIX.md`], repo.origin), log).toBe('A fix');
    expect(run.outputs.branch, log).toBe(branch);
    expect(run.outputs.conclusion).toBe('success');
    // The step fails: the changes are not where post: commit was asked to put them.
    expect(run.exitCode, log).not.toBe(0);
    const moved = `The pull request's branch ${repo.headRef} is at ${newHead.slice(0, 12)}, which the agents' changes`;
    expect(run.stdout).toContain(moved);
    expect(run.stdout).toContain(`they were pushed to ${branch} instead`);
    expect(run.stdout).not.toMatch(/merge-base --is-ancestor/);
    expect(run.summary).toContain(
      `### Publishing failed\n\nPosting the results (post: commit) was incomplete: ${moved}`,
    );
    expect(run.summary).toContain(`open a pull request from it into ${repo.headRef}`);
    const tracking = (current.github.state.issueComments as Array<{ body: string }>).find(
      (comment) => comment.body.includes('key=summary'),
    );
    expect(tracking?.body, log).toContain(moved);
    expect(tracking?.body).toContain(`they were pushed to ${branch} instead`);
  }, 120_000);
});

describe('post: pr with agent branches that conflict', () => {
  it('pushes the conflicting branch to origin and links it from the pull request and the summary', async () => {
    const writer = (name: string) =>
      `---\nname: ${name}\ndescription: Writes notes.\ntools: Read, Write, Edit\nisolation: worktree\n---\nWrite notes.\n`;
    const current = await createWorld({
      baseFiles: {
        '.claude/agents/writer-a.md': writer('writer-a'),
        '.claude/agents/writer-b.md': writer('writer-b'),
        'NOTES.md': 'base\n',
      },
      permissions: { octocat: 'write' },
    });
    world = current;
    const { repo } = current;
    const model = await current.startModel(
      scenario('conflicting-writers', [
        ...leadRules(['writer-a', 'writer-b']),
        ...['a', 'b'].map((which) => ({
          match: { agent: `writer-${which}` },
          turns: [
            {
              tool_use: [
                { name: 'Write', input: { file_path: 'NOTES.md', content: `from ${which}\n` } },
              ],
            },
            { text: `writer-${which} wrote the notes.` },
          ],
        })),
      ]),
    );
    const eventPath = path.join(repo.dir, 'dispatch.json');
    await writeFile(
      eventPath,
      JSON.stringify(dispatchPayload(owner, repoName, { login: 'octocat', type: 'User' })),
    );
    const run = await current.run({
      eventName: 'workflow_dispatch',
      eventPath,
      actor: 'octocat',
      model,
      inputs: { agents: 'writer-a, writer-b', mode: 'run', post: 'pr', prompt: 'Write notes.' },
    });
    const log = describeRun(run);
    expect(run.outputs.conclusion, log).toBe('partial');
    const conflicted = /warning: (writer-[ab])'s branch (\S+) was not merged \(conflict/.exec(
      run.stdout,
    );
    expect(conflicted, log).not.toBeNull();
    const [, agent, branch] = conflicted as unknown as [string, string, string];
    // The branch the pull request tells the reader to merge is on origin, at the agent's commit.
    expect(originRefs(current), log).toContain(`refs/heads/${branch}`);
    expect(repo.git(['show', `refs/heads/${branch}:NOTES.md`], repo.origin)).toBe(
      `from ${agent.slice(-1)}`,
    );
    const url = `https://github.test/${fullName}/tree/${branch}`;
    expect(run.stdout).toContain(`Pushed ${agent}'s branch ${branch} to origin`);
    const pulls = [...current.github.state.pulls.values()] as unknown as Array<{ body: string }>;
    expect(pulls).toHaveLength(1);
    expect(pulls[0]?.body).toContain(`on [\`${branch}\`](${url}) — **conflicts: not included`);
    // No branch that exists only on the runner is named.
    for (const named of pulls[0]?.body.match(/flotilla\/a\d-[\w-]+/g) ?? [])
      expect(originRefs(current)).toContain(`refs/heads/${named}`);
    expect(run.summary).toContain(`### Changes left for a human\n\n- ${agent}:`);
    expect(run.summary).toContain(`[\`${branch}\`](${url})`);
  }, 120_000);
});

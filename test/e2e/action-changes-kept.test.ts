import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, pullNumber, type World } from './support/action-world.js';
import { scenario } from './support/scenarios.js';

/**
 * The agents' work must outlive the runner: when it cannot go where post asked (the pull request
 * moved on during the run), it is pushed to origin, and the log, the job summary and the comment
 * name it.
 */

let world: World | undefined;
afterEach(() => world?.cleanup());

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

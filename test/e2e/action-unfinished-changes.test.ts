import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import type { ScriptedServer } from '../../src/offline/index.js';
import { createWorld, type RunOptions, type World } from './support/action-world.js';

/**
 * post: commit with a run that did not finish its work: worktree agents change files, then the
 * job is cancelled (GitHub's SIGINT, SIGTERM 7.5 s later) or the run reaches its time limit. The
 * pull request's branch must not get that work; a limit's work is kept on flotilla/<run id>.
 */

const finding = {
  path: 'src/label.js',
  line: 1,
  severity: 'high' as const,
  title: 'Bad label',
  body: 'The id is unchecked.',
};
const workers = ['fast', 'slow1', 'slow2', 'slow3'];
const agentFile = (name: string) =>
  `---\nname: ${name}\ndescription: ${name}.\ntools: Bash, Write, ReportFindings\nbackground: true\nisolation: worktree\n---\nYou work.\n`;

/** The lead starts the four in the background; each slow one writes a file, reports, then sleeps. */
function fanOut(sleepCommand: string) {
  return {
    name: 'unfinished-changes',
    latency_ms: 0,
    agents: [
      {
        match: { agent: 'flotilla-lead', last_message: '^\\s*<task-notification>' },
        repeat_last: true,
        turns: [{ text: 'Noted.' }],
      },
      {
        match: { agent: 'flotilla-lead' },
        repeat_last: true,
        turns: [
          {
            tool_use: workers.map((name) => ({
              name: 'Agent',
              input: {
                description: name,
                subagent_type: name,
                run_in_background: true,
                prompt: 'Go.',
              },
            })),
          },
          { tool_use: [{ name: 'Bash', input: { command: 'sleep 1' } }] },
          { tool_use: [{ name: 'Bash', input: { command: 'sleep 1' } }] },
          { text: 'Waiting.' },
        ],
      },
      {
        match: { agent: 'fast' },
        turns: [
          { tool_use: [{ name: 'ReportFindings', input: { findings: [finding] } }] },
          { text: 'fast done' },
        ],
      },
      ...workers.slice(1).map((name) => ({
        match: { agent: name },
        turns: [
          {
            tool_use: [
              { name: 'Write', input: { file_path: `${name}.txt`, content: 'half done\n' } },
            ],
          },
          {
            tool_use: [
              {
                name: 'ReportFindings',
                input: { findings: [{ ...finding, title: `${name} finding` }] },
              },
            ],
          },
          { tool_use: [{ name: 'Bash', input: { command: sleepCommand } }] },
          { text: `${name} done` },
        ],
      })),
    ],
  };
}

describe('post: commit when the run did not finish', () => {
  let world: World;
  let originRefs: () => string;
  beforeEach(async () => {
    world = await createWorld({
      baseFiles: Object.fromEntries(
        workers.map((name) => [`.claude/agents/${name}.md`, agentFile(name)]),
      ),
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
      permissions: { octocat: 'write' },
    });
    originRefs = () =>
      world.repo.git(['for-each-ref', '--format=%(refname) %(objectname)'], world.repo.origin);
  });
  afterEach(() => world?.cleanup());

  /** The Action on the pull request, post: commit, its agents allowed to sleep and to write. */
  const runCommit = async (
    model: ScriptedServer,
    inputs: Record<string, string>,
    options: Pick<RunOptions, 'control'> = {},
  ) =>
    world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: {
        mode: 'run',
        prompt: 'Fix the label.',
        post: 'commit',
        allowed_tools: 'Bash(sleep:*)',
        permission_mode: 'acceptEdits',
        ...inputs,
      },
      ...options,
    });

  it('a cancelled run pushes nothing: the pull request’s branch keeps its head', async () => {
    const before = originRefs();
    const model = await world.startModel(fanOut('sleep 45'));
    const run = await runCommit(
      model,
      {},
      {
        control: (child, output) => {
          const poll = setInterval(() => {
            if ((output().match(/Bash sleep 45/g) ?? []).length < 3) return;
            clearInterval(poll);
            setTimeout(() => child.kill('SIGINT'), 300);
            setTimeout(() => child.exitCode === null && child.kill('SIGTERM'), 7800);
          }, 50);
          child.on('exit', () => clearInterval(poll));
        },
      },
    );
    const log = describeRun(run);
    expect(run.outputs.conclusion, log).toBe('cancelled');
    // The killed agents did change files (committed on the run's results branch) ...
    const results = world.repo
      .git(
        ['for-each-ref', '--format=%(refname)', 'refs/heads/flotilla/results-*'],
        world.repo.workspace,
      )
      .trim();
    expect(results, log).not.toBe('');
    expect(world.repo.git(['ls-tree', '--name-only', results], world.repo.workspace)).toMatch(
      /slow\d\.txt/,
    );
    // ... and none of it left the runner.
    expect(originRefs()).toBe(before);
    expect(
      world.repo.git(['rev-parse', `refs/heads/${world.repo.headRef}`], world.repo.origin),
    ).toBe(world.repo.headSha);
    expect(run.stdout).not.toMatch(/Pushed the agents' changes/);
    expect(run.stdout).toMatch(/The run was cancelled: nothing is posted \(post: commit\)/);
    expect(run.outputs.branch).toBe('');
    expect(world.github.state.pulls.size).toBe(1);
  }, 120_000);

  it('a run stopped by its time limit pushes its changes to flotilla/<run id>, never to the pull request’s branch', async () => {
    const before = originRefs();
    const model = await world.startModel(fanOut('sleep 45'));
    // The slow agents have written their files and sleep past the run's time limit (6 s). (A lead
    // at its turn limit waits for its background agents, as Claude Code's does: not this case.)
    const run = await runCommit(model, { timeout_minutes: '0.1', track_progress: 'true' });
    const log = describeRun(run);
    expect(run.outputs.conclusion, log).toBe('timeout');
    const branch = `flotilla/${run.outputs.session_id}`;
    expect(run.outputs.branch, log).toBe(branch);
    // The pull request's branch is where it was; the work is on its own branch.
    expect(
      world.repo.git(['rev-parse', `refs/heads/${world.repo.headRef}`], world.repo.origin),
    ).toBe(world.repo.headSha);
    const changed = world.repo
      .git(['ls-tree', '--name-only', `refs/heads/${branch}`], world.repo.origin)
      .split('\n');
    expect(changed).toEqual(expect.arrayContaining(['slow1.txt']));
    expect(
      originRefs()
        .split('\n')
        .filter((line) => !before.includes(line))
        .map((line) => line.split(' ')[0]),
    ).toEqual([`refs/heads/${branch}`]);
    // No pull request proposes it; the log, the summary and the output say where it is.
    expect(world.github.state.pulls.size).toBe(1);
    expect(run.stdout).toContain(
      `The run ended with timeout before its work was done, so its changes were pushed to \`${branch}\` only`,
    );
    expect(run.summary).toMatch(
      new RegExp(`### Unfinished changes\\n\\nThe run ended with timeout .*\`${branch}\``),
    );
    // The tracking comment ends with the same line.
    const tracking = (world.github.state.issueComments as Array<{ body: string }>).find((comment) =>
      comment.body.includes('key=summary'),
    );
    expect(tracking?.body, log).toContain(
      `The run ended with timeout before its work was done, so its changes were pushed to \`${branch}\` only`,
    );
    expect(run.exitCode, log).toBe(1);
  }, 120_000);
});

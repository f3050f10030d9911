import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * The job is cancelled while the Action publishes: GitHub answers the review POST with a
 * secondary rate limit (retry-after: 5 s) and cancels the job meanwhile, with SIGINT, then
 * SIGTERM 7.5 s later. The run had finished with a finding: it must not be lost.
 */

const finding = {
  path: 'src/label.js',
  line: 1,
  severity: 'high' as const,
  title: 'Label trusts order.id',
  body: 'The id is interpolated unchecked.',
};

describe('cancelling the Action while it publishes', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
      permissions: { octocat: 'write' },
    });
    world.github.injectFault({
      method: 'POST',
      path: /\/pulls\/7\/reviews$/,
      status: 403,
      when: 'before',
      times: 20,
      headers: { 'retry-after': '5' },
      body: { message: 'You have exceeded a secondary rate limit' },
    });
  });
  afterEach(() => world?.cleanup());

  const reviewPosts = () =>
    world.github.requests.filter(
      (request) => request.method === 'POST' && /\/reviews$/.test(request.path),
    );

  /** Runs the review; `signals` are sent, in order and at their delays, once the review POST was refused. */
  async function runAndSignal(signals: Array<[NodeJS.Signals, number]>) {
    const model = await world.startModel(
      scenario('cancel-publishing', [
        ...leadRules(['security-reviewer']),
        reporterRule('security-reviewer', [finding]),
      ]),
    );
    let refusedAt = 0;
    let exitedAt = 0;
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'security-reviewer', post: 'review' },
      control: (child: ChildProcess) => {
        const poll = setInterval(() => {
          if (reviewPosts().length === 0) return;
          clearInterval(poll);
          refusedAt = Date.now();
          for (const [signal, delay] of signals)
            setTimeout(() => {
              if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            }, delay);
        }, 20);
        child.on('exit', () => {
          exitedAt = Date.now();
          clearInterval(poll);
        });
      },
    });
    return { run, secondsAfterRefusal: (exitedAt - refusedAt) / 1000 };
  }

  it('stops publishing on SIGINT (no retry after the rate limit) and reports the finished run as cancelled', async () => {
    const { run, secondsAfterRefusal } = await runAndSignal([
      ['SIGINT', 500],
      ['SIGTERM', 8000],
    ]);
    const log = describeRun(run);
    // It ended by itself, long before SIGTERM and before the 5 s retry-after was over.
    expect(secondsAfterRefusal, log).toBeLessThan(4);
    expect(run.exitCode, log).toBe(1);
    expect(reviewPosts(), log).toHaveLength(1);
    expect(world.github.state.reviews).toHaveLength(0);

    expect(run.outputs.conclusion, log).toBe('cancelled');
    expect(run.outputs.findings).toBe('1');
    expect(run.outputs.high).toBe('1');
    expect(run.outputs.review_url).toBe('');
    expect(run.summary).toContain(finding.title);
    expect(run.summary).toContain('**Conclusion:** ⛔ cancelled');
    expect(run.summary).toMatch(
      /### Publishing stopped\n\nThe job was cancelled before publishing was done \(post: review\): nothing more was posted\./,
    );
    // One summary: the record written before publishing was replaced, not appended to.
    expect(run.summary.match(/^## Flotilla$/gm)).toHaveLength(1);
    expect(run.stdout).toMatch(/::warning::Flotilla was cancelled\./);

    const saved = JSON.parse(await readFile(run.outputs.result_file!, 'utf8')) as {
      conclusion: string;
      findings: Array<{ title: string }>;
    };
    expect(saved.conclusion).toBe('cancelled');
    expect(saved.findings.map((saved) => saved.title)).toEqual([finding.title]);
    expect(await readdir(path.join(run.runnerTemp, 'flotilla-transcripts'))).toEqual([]);
  });

  it('has written the job summary, the outputs and the result file before it posts anything', async () => {
    // SIGKILL: nothing of the Action runs after it, so whatever is there was written before.
    const { run } = await runAndSignal([['SIGKILL', 500]]);
    const log = describeRun(run);
    expect(run.exitCode, log).toBeNull();
    expect(world.github.state.reviews).toHaveLength(0);
    expect(run.outputs.conclusion, log).toBe('findings');
    expect(run.outputs.findings).toBe('1');
    expect(run.outputs.review_url).toBe('');
    expect(run.summary).toContain(finding.title);
    expect(run.stdout).toMatch(/::error file=src\/label\.js,line=1.*Label trusts order\.id/);
    expect(existsSync(run.outputs.result_file!)).toBe(true);
  });

  it('keeps the record and removes the transcripts when both signals come during the rate-limit wait', async () => {
    // Both signals inside the rate-limit wait: the second one exits at once.
    const { run } = await runAndSignal([
      ['SIGINT', 300],
      ['SIGTERM', 310],
    ]);
    const log = describeRun(run);
    expect(run.outputs.conclusion, log).toMatch(/^(findings|cancelled)$/);
    expect(run.summary).toContain(finding.title);
    expect(await readdir(path.join(run.runnerTemp, 'flotilla-transcripts'))).toEqual([]);
  });
});

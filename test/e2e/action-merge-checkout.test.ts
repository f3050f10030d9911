import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../../src/offline/index.js';
import { describeRun, type ActionRun } from './support/action-process.js';
import { createWorld, pullNumber, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario, type ScriptedFinding } from './support/scenarios.js';

/**
 * actions/checkout on `pull_request` checks out GitHub's test merge commit (refs/pull/N/merge),
 * one commit deep. Here the base moved after the pull request was opened (a header line at the top
 * of src/orders.js, and loadOrder's body changed), so the agents read lines that are not the
 * head's. The review prompt asks for the working tree's lines; the review is anchored to the head:
 * each finding's lines are carried over, and a finding on a line that differs on the head is
 * listed in the body, never anchored. Under pull_request_target the workspace is the base, without
 * the changes: the prompt asks for the diff's lines (the head's), and nothing is carried over.
 */

const ordersJs = readFileSync(
  new URL('../../examples/demo/repo/src/orders.js', import.meta.url),
  'utf8',
);
const orderLabel =
  '\n/** Formats an order for display. */\nexport function orderLabel(order) {\n  return `Order ${order.id} (${order.items.length} items)`;\n}\n';
/** The PR appends orderLabel: head lines 17–20 (export on 18, return on 19). */
const headFiles = { 'src/orders.js': `${ordersJs}${orderLabel}` };
/** What main gained meanwhile: a first line, and line 10 (loadOrder's body) rewritten. */
const movedBase = `// SPDX-License-Identifier: MIT\n${ordersJs.replace(
  "return JSON.parse(readFileSync(`data/orders/${id}.json`, 'utf8'));",
  "return JSON.parse(readFileSync(new URL(`../data/orders/${id}.json`, import.meta.url), 'utf8'));",
)}`;

/** Reported on the lines of the merge commit (the base's header line shifts everything by one). */
const findings = [
  {
    path: 'src/orders.js',
    start_line: 19,
    line: 20,
    severity: 'high' as const,
    title: 'orderLabel trusts order.items',
    body: 'An order without items throws here; check it first.',
    suggestion:
      'export function orderLabel(order) {\n  return `Order ${order.id} (${order.items?.length ?? 0} items)`;',
  },
  {
    path: 'src/orders.js',
    line: 11,
    severity: 'medium' as const,
    title: 'loadOrder builds a path from the order id',
    body: 'An id like ../../etc/passwd escapes the data directory.',
  },
  {
    path: 'src/orders.js',
    line: 6,
    severity: 'critical' as const,
    title: 'Code injection through eval of a discount rule',
    body: 'applyDiscount evaluates the rule text; parse it instead.',
  },
];

interface Inline {
  path: string;
  line: number;
  start_line: number | null;
  side: string;
  body: string;
}

/**
 * Makes the workspace what actions/checkout leaves on `pull_request`: main moved on, GitHub's
 * merge commit at refs/pull/N/merge, and the workspace a fresh one-commit-deep fetch of it.
 * Returns the merge commit and the base's new tip.
 */
async function checkOutMergeCommit(world: World): Promise<{ merge: string; base: string }> {
  const { repo } = world;
  const scratch = path.join(repo.dir, 'scratch');
  repo.git(['clone', '--quiet', repo.origin, scratch]);
  await writeFile(path.join(scratch, 'src/orders.js'), movedBase);
  repo.git(
    ['commit', '--quiet', '--no-verify', '-am', 'orders: license header, data path'],
    scratch,
  );
  const base = repo.git(['rev-parse', 'HEAD'], scratch);
  repo.git(['push', '--quiet', 'origin', 'HEAD:refs/heads/main'], scratch);
  repo.git(['merge', '--quiet', '--no-ff', '--no-edit', repo.headSha], scratch);
  const merge = repo.git(['rev-parse', 'HEAD'], scratch);
  repo.git(['push', '--quiet', 'origin', `HEAD:refs/pull/${pullNumber}/merge`], scratch);
  await rm(scratch, { recursive: true, force: true });

  await rm(repo.workspace, { recursive: true, force: true });
  repo.git(['init', '--quiet', repo.workspace]);
  repo.git(['remote', 'add', 'origin', `file://${repo.origin}`], repo.workspace);
  repo.git(
    [
      'fetch',
      '--quiet',
      '--no-tags',
      '--depth=1',
      'origin',
      `+refs/pull/${pullNumber}/merge:refs/remotes/pull/${pullNumber}/merge`,
    ],
    repo.workspace,
  );
  repo.git(['checkout', '--quiet', '--detach', merge], repo.workspace);
  return { merge, base };
}

function hasObject(world: World, sha: string): boolean {
  try {
    world.repo.git(['cat-file', '-e', `${sha}^{commit}`], world.repo.workspace);
    return true;
  } catch {
    return false;
  }
}

async function reviewRun(
  world: World,
  baseSha: string,
  options: {
    eventName?: string;
    reported?: readonly ScriptedFinding[];
    models?: ScriptedServer[];
  } = {},
): Promise<ActionRun> {
  const model = await world.startModel(
    scenario('merge-checkout', [
      ...leadRules(['security-reviewer']),
      reporterRule('security-reviewer', options.reported ?? findings),
    ]),
  );
  options.models?.push(model);
  // GitHub's payload names the base branch's tip when the event fired.
  const eventPath = await world.pullRequestEvent({ baseSha });
  return world.run({
    eventName: options.eventName ?? 'pull_request',
    eventPath,
    actor: 'octocat',
    model,
    inputs: { agents: 'security-reviewer' },
  });
}

/** The lead's first request, as text. */
function leadPrompt(model: ScriptedServer | undefined): string {
  const request = model?.requests.find((each) => each.agent === 'flotilla-lead');
  return JSON.stringify(request?.body ?? {});
}

describe('a review from the test merge commit (actions/checkout default)', () => {
  let world: World;
  let run: ActionRun;
  let merge: string;
  const models: ScriptedServer[] = [];

  beforeAll(async () => {
    world = await createWorld({ headFiles, permissions: { octocat: 'write' } });
    const checkout = await checkOutMergeCommit(world);
    merge = checkout.merge;
    // One commit deep: the head is not in the workspace; Flotilla fetches it.
    expect(hasObject(world, world.repo.headSha)).toBe(false);
    run = await reviewRun(world, checkout.base, { models });
  }, 180_000);
  afterAll(() => world?.cleanup());

  it("asks the agents for the working tree's lines, which Flotilla carries to the head", () => {
    const prompt = leadPrompt(models[0]);
    expect(prompt).toContain("Number RIGHT lines as the working tree's files are numbered");
    expect(prompt).toContain(`commit ${merge}, the pull request's head merged into its base`);
  });

  it('anchors a finding to the head line it was about, with its suggestion', () => {
    expect(run.exitCode, describeRun(run)).toBe(0);
    const { state } = world.github;
    expect(state.reviews).toHaveLength(1);
    const review = state.reviews[0] as { id: number; commit_id: string };
    expect(review.commit_id).toBe(world.repo.headSha);
    const inline = state.reviewComments as unknown as Inline[];
    expect(inline.map((comment) => [comment.path, comment.start_line, comment.line])).toEqual([
      ['src/orders.js', 18, 19],
    ]);
    // The lines the comment and its suggestion cover on the head are the ones reported.
    const head = headFiles['src/orders.js'].split('\n');
    expect(head.slice(17, 19)).toEqual([
      'export function orderLabel(order) {',
      '  return `Order ${order.id} (${order.items.length} items)`;',
    ]);
    expect(inline[0]?.body).toContain('```suggestion');
    expect(world.github.answered(422)).toHaveLength(0);
  });

  it('lists a finding on a line the base changed in the body, saying why, never inline', () => {
    const body = (world.github.state.reviews[0] as { body: string }).body;
    expect(body).toContain('loadOrder builds a path from the order id');
    expect(body).toContain('Not anchored to a line: line 11 of src/orders.js as the run read it');
    expect(body).toContain(merge.slice(0, 12));
    // A finding outside the pull request's diff is listed on the head's line.
    expect(body).toContain('Code injection through eval of a discount rule');
    expect(body).toContain('`src/orders.js:5`');
  });

  it('says so in the log, and writes the head lines to the result and annotations', () => {
    expect(run.stdout).toContain(
      `The run read ${merge.slice(0, 12)}, not the pull request's head ${world.repo.headSha.slice(0, 12)}`,
    );
    expect(run.stdout).toContain('1 finding(s) are on lines that differ on the head');
    expect(run.stdout).toContain('::error file=src/orders.js,line=18,endLine=19,');
    expect(run.stdout).toContain('::error file=src/orders.js,line=5,endLine=5,');
    expect(run.stdout).toMatch(/::warning file=src\/orders\.js,title=/);
    const result = JSON.parse(readFileSync(run.outputs.result_file ?? '', 'utf8')) as {
      findings: Array<{ title: string; line: number; unanchored?: string }>;
    };
    const byTitle = new Map(result.findings.map((finding) => [finding.title, finding]));
    expect(byTitle.get('orderLabel trusts order.items')?.line).toBe(19);
    expect(byTitle.get('loadOrder builds a path from the order id')?.unanchored).toMatch(
      /changed on the pull request's head/,
    );
  });
});

describe('a review from the merge commit when the head cannot be fetched', () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await createWorld({ headFiles, permissions: { octocat: 'write' } });
    const { base } = await checkOutMergeCommit(world);
    // The remote has main only: the head commit is nowhere to fetch from.
    const mainOnly = path.join(world.repo.dir, 'main-only.git');
    world.repo.git(['init', '--quiet', '--bare', mainOnly]);
    world.repo.git(['fetch', '--quiet', world.repo.origin, 'main:main'], mainOnly);
    world.repo.git(['remote', 'set-url', 'origin', `file://${mainOnly}`], world.repo.workspace);
    run = await reviewRun(world, base);
  }, 180_000);
  afterAll(() => world?.cleanup());

  it('anchors nothing and lists every finding in the body with the reason', () => {
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(world.github.state.reviews).toHaveLength(1);
    expect(world.github.state.reviewComments).toEqual([]);
    const body = (world.github.state.reviews[0] as { body: string }).body;
    for (const finding of findings) expect(body).toContain(finding.title);
    expect(body.match(/Not anchored to a line: the pull request's head/g)).toHaveLength(3);
    expect(body).toContain('could not be fetched into the checkout');
    expect(run.stdout).toContain('and its lines could not be compared with the head');
    expect(run.stdout).not.toMatch(/::(error|warning) file=src\/orders\.js,line=/);
  });
});

/** The head also puts a line above everything the base has: every later line moves by one. */
const prependedHead = {
  'src/orders.js': `const pageSize = 50;\n${ordersJs}${orderLabel}`,
};

/** On the head's lines, as the diff hunks number them: what the agents read of the changes. */
const diffFindings = [
  {
    path: 'src/orders.js',
    line: 1,
    severity: 'low' as const,
    title: 'pageSize is never used',
    body: 'Nothing reads it.',
  },
  {
    path: 'src/orders.js',
    start_line: 19,
    line: 20,
    severity: 'high' as const,
    title: 'orderLabel trusts order.items',
    body: 'An order without items throws here; check it first.',
  },
];

describe('a pull_request_target review from the base checkout (one commit deep)', () => {
  let world: World;
  let run: ActionRun;
  const models: ScriptedServer[] = [];

  beforeAll(async () => {
    world = await createWorld({
      headFiles: prependedHead,
      checkout: 'base',
      permissions: { octocat: 'write' },
    });
    // What actions/checkout leaves under pull_request_target: the base, fetch-depth 1.
    await rm(world.repo.workspace, { recursive: true, force: true });
    world.repo.git([
      'clone',
      '--quiet',
      '--depth=1',
      '--branch',
      'main',
      `file://${world.repo.origin}`,
      world.repo.workspace,
    ]);
    expect(world.repo.git(['rev-parse', 'HEAD'], world.repo.workspace)).toBe(world.repo.baseSha);
    run = await reviewRun(world, world.repo.baseSha, {
      eventName: 'pull_request_target',
      reported: diffFindings,
      models,
    });
  }, 180_000);
  afterAll(() => world?.cleanup());

  it("asks the agents for the diff's lines, since the working tree lacks the changes", () => {
    const prompt = leadPrompt(models[0]);
    expect(prompt).toContain('Number RIGHT lines as in the new side of the diff hunks');
    expect(prompt).toContain(`commit ${world.repo.baseSha}, which does not hold`);
    expect(prompt).not.toContain("as the working tree's files are numbered");
  });

  it('anchors each finding on the head line the agent named, moving none', () => {
    expect(run.exitCode, describeRun(run)).toBe(0);
    const { state } = world.github;
    expect(state.reviews).toHaveLength(1);
    expect((state.reviews[0] as { commit_id: string }).commit_id).toBe(world.repo.headSha);
    const inline = state.reviewComments as unknown as Inline[];
    expect(
      inline.map((comment) => [comment.start_line, comment.line, comment.body.split('\n')[1]]),
    ).toEqual([
      [19, 20, '**🟠 high · orderLabel trusts order.items**'],
      [null, 1, '**🔵 low · pageSize is never used**'],
    ]);
    const head = prependedHead['src/orders.js'].split('\n');
    expect(head[0]).toBe('const pageSize = 50;');
    expect(head.slice(18, 20)).toEqual([
      'export function orderLabel(order) {',
      '  return `Order ${order.id} (${order.items.length} items)`;',
    ]);
    expect(run.stdout).toContain("which does not hold the pull request's changes");
    expect(run.stdout).not.toContain('findings were carried over');
    expect(run.stdout).toContain('::error file=src/orders.js,line=19,endLine=20,');
  });
});

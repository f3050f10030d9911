import { mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * A `results_dir` that a symbolic link in the workspace takes out of it (one an agent could have
 * planted) is refused when the result files are written, after the agents ran: as `flotilla run`
 * prints its report before it fails on a refused --output, the step still records what the run
 * found (job summary, annotations, outputs) and then fails saying why.
 */

const finding = {
  path: 'src/orders.js',
  line: 1,
  severity: 'high' as const,
  title: 'Code injection through eval',
  body: 'Parse the rule instead of evaluating it.',
};

describe('a refused results_dir', () => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld({
      headFiles: { 'src/orders.js': 'export const rule = (text) => eval(text);\n' },
    });
  });
  afterAll(() => world?.cleanup());

  it("still writes the run's job summary and annotations, then fails naming the directory", async () => {
    const model = await world.startModel(
      scenario('e2e-results-dir', [
        ...leadRules(['security-reviewer']),
        reporterRule('security-reviewer', [finding]),
      ]),
    );
    const outside = await mkdtemp(path.join(tmpdir(), 'flotilla-outside-'));
    await symlink(outside, path.join(world.repo.workspace, 'linked'));
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'security-reviewer', post: 'none', results_dir: 'linked/flotilla' },
    });
    expect(run.exitCode, describeRun(run)).not.toBe(0);
    expect(run.stdout).toContain(
      `${path.join(world.repo.workspace, 'linked')} is a symbolic link to ${outside}`,
    );
    expect(await readdir(outside)).toEqual([]);
    expect(run.summary).toContain('Code injection through eval');
    expect(run.stdout).toContain('file=src/orders.js,line=1');
    expect(run.summary).toContain('### The result files were not written');
    expect(run.outputs.findings).toBe('1');
    expect(run.outputs.result_file).toBe('');
    expect(run.outputs.conclusion).toBe('error');
  });
});

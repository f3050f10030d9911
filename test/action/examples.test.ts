import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseAgentFile } from '../../src/agents/parse-agent-file.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const workflowsDir = path.join(repoRoot, 'examples/workflows');
const agentsDir = path.join(repoRoot, 'examples/agents');

interface Step {
  id?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  'timeout-minutes'?: number;
  needs?: string | string[];
  permissions?: Record<string, string>;
  strategy?: { matrix?: Record<string, unknown> | string };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const actionYml = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
};
const workflowFiles = readdirSync(workflowsDir).filter((file) => file.endsWith('.yml'));
const workflows = new Map(
  workflowFiles.map((file) => [
    file,
    parse(readFileSync(path.join(workflowsDir, file), 'utf8')) as Workflow,
  ]),
);
const exampleAgents = readdirSync(agentsDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''));

function workflow(file: string): Workflow {
  const value = workflows.get(file);
  if (!value) throw new Error(`missing example workflow ${file}`);
  return value;
}

const isFlotilla = (step: Step) => step.uses?.includes('/flotilla@') === true;
const flotillaSteps = (flow: Workflow) =>
  Object.values(flow.jobs).flatMap((job) => job.steps.filter(isFlotilla));

/** The permissions a job runs with: its own block, else the workflow's. */
function permissionsOf(flow: Workflow, job: string): Record<string, string> {
  const own = flow.jobs[job]?.permissions ?? flow.permissions;
  if (!own) throw new Error(`job ${job} has no permissions block`);
  return own;
}

function list(value: unknown): string[] {
  return String(value)
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

describe('example workflows', () => {
  it('are the workflows and the local-run guide', () => {
    expect(workflowFiles.sort()).toEqual([
      'ci-failure-fix.yml',
      'label-trigger.yml',
      'matrix-review.yml',
      'mention.yml',
      'nightly-audit.yml',
      'pr-review.yml',
      'signed-commits.yml',
      'track-progress.yml',
    ]);
    expect(readdirSync(workflowsDir)).toContain('local-run.md');
  });

  it.each(workflowFiles)('%s passes only inputs that action.yml declares', (file) => {
    const steps = flotillaSteps(workflow(file));
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps)
      for (const input of Object.keys(step.with ?? {}))
        expect(actionYml.inputs).toHaveProperty(input);
  });

  it.each(workflowFiles)('%s reads only outputs that action.yml declares', (file) => {
    const text = readFileSync(path.join(workflowsDir, file), 'utf8');
    for (const match of text.matchAll(/steps\.flotilla\.outputs\.(\w+)/g))
      expect(actionYml.outputs).toHaveProperty(match[1] as string);
  });

  it.each(workflowFiles)('%s names only agents that exist in examples/agents', (file) => {
    const flow = workflow(file);
    const named = [
      ...flotillaSteps(flow).flatMap((step) => (step.with?.agents ? list(step.with.agents) : [])),
      ...Object.values(flow.jobs).flatMap((job) =>
        typeof job.strategy?.matrix === 'object' && Array.isArray(job.strategy.matrix.agent)
          ? (job.strategy.matrix.agent as string[])
          : [],
      ),
    ];
    for (const agent of named) expect(exampleAgents).toContain(agent);
  });

  it.each(workflowFiles)('%s grants no blanket or unused write permission', (file) => {
    const flow = workflow(file);
    for (const job of Object.keys(flow.jobs)) {
      const permissions = permissionsOf(flow, job);
      expect(typeof permissions).toBe('object');
      for (const [scope, level] of Object.entries(permissions)) {
        expect(['contents', 'pull-requests', 'issues', 'actions', 'checks']).toContain(scope);
        expect(['read', 'write']).toContain(level);
        // Logs and check runs are only read.
        if (scope === 'actions' || scope === 'checks') expect(level).toBe('read');
      }
    }
  });

  // actions/checkout checks out GitHub's test merge commit (refs/pull/N/merge) on pull_request
  // events: its lines are not the head's, and a review is anchored to the head's lines.
  it.each(workflowFiles)('%s checks out the pull request head, not the merge commit', (file) => {
    const flow = workflow(file);
    const onPullRequests = [
      'pull_request',
      'pull_request_target',
      'issue_comment',
      'pull_request_review_comment',
    ].some((name) => name in flow.on);
    for (const job of Object.values(flow.jobs)) {
      const agents = job.steps.filter(
        (step) => isFlotilla(step) && !['matrix', 'merge'].includes(String(step.with?.mode)),
      );
      const checkouts = job.steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
      if (!onPullRequests || agents.length === 0) continue;
      expect(checkouts.length).toBeGreaterThan(0);
      for (const checkout of checkouts)
        expect(String(checkout.with?.ref)).toMatch(
          /github\.event\.pull_request\.head\.sha|refs\/pull\/.*\/head/,
        );
    }
  });

  // GitHub's job clock starts before checkout and Flotilla's start-up, and a job it cancels posts
  // nothing: Flotilla's own timeout_minutes must come first, with time left to publish.
  it.each(workflowFiles)(
    '%s gives every job that runs agents more time than its timeout_minutes, with a margin',
    (file) => {
      const margin = 10;
      const flow = workflow(file);
      for (const [name, job] of Object.entries(flow.jobs)) {
        const agentSteps = job.steps.filter(
          (step) => isFlotilla(step) && !['matrix', 'merge'].includes(String(step.with?.mode)),
        );
        for (const step of agentSteps) {
          const limit = Number(
            step.with?.timeout_minutes ?? actionYml.inputs.timeout_minutes?.default,
          );
          expect(limit, `${file}: ${name}`).toBeGreaterThan(0);
          expect(job['timeout-minutes'], `${file}: job ${name}`).toBeGreaterThanOrEqual(
            limit + margin,
          );
        }
      }
    },
  );

  it('pr-review.yml reviews pull requests and may only write to pull requests', () => {
    const flow = workflow('pr-review.yml');
    expect(flow.on.pull_request).toEqual({
      types: ['opened', 'synchronize', 'reopened', 'ready_for_review'],
    });
    expect(permissionsOf(flow, 'review')).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });

  it('mention.yml answers comments with the trigger phrase and may commit', () => {
    const flow = workflow('mention.yml');
    expect(Object.keys(flow.on).sort()).toEqual(['issue_comment', 'pull_request_review_comment']);
    expect(flow.jobs.flotilla?.if).toContain("'@flotilla'");
    expect(permissionsOf(flow, 'flotilla')).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      issues: 'write',
    });
    const step = flotillaSteps(flow)[0];
    expect(step?.with?.trigger_phrase).toBe('@flotilla');
    expect(String(step?.with?.post)).toMatch(/'commit'.*'comment'/);
  });

  it('nightly-audit.yml runs on a schedule and by hand, and posts an issue', () => {
    const flow = workflow('nightly-audit.yml');
    expect(Object.keys(flow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(permissionsOf(flow, 'audit')).toEqual({ contents: 'read', issues: 'write' });
    expect(flotillaSteps(flow)[0]?.with).toMatchObject({
      post: 'issue',
      audit_name: 'nightly-audit',
    });
  });

  it('matrix-review.yml plans the agents, runs one per job, uploads each result and merges them once', () => {
    const flow = workflow('matrix-review.yml');
    const planJob = flow.jobs.plan;
    const agentJob = flow.jobs.agent;
    const mergeJob = flow.jobs.merge;
    if (!planJob || !agentJob || !mergeJob)
      throw new Error('expected the plan, agent and merge jobs');
    expect(planJob.steps.find(isFlotilla)?.with).toEqual({ mode: 'matrix' });
    expect(agentJob.needs).toBe('plan');
    expect(agentJob.strategy?.matrix).toBe('${{ fromJSON(needs.plan.outputs.matrix) }}');
    const agentStep = agentJob.steps.find(isFlotilla);
    expect(agentStep?.with).toMatchObject({ agent: '${{ matrix.agent }}', post: 'none' });
    const upload = agentJob.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.path).toBe('${{ steps.flotilla.outputs.result_file }}');
    // Named by the plan's artifact-safe key: a plugin agent's `:` is refused in artifact names.
    expect(upload?.with?.name).toBe('flotilla-result-${{ matrix.artifact }}');
    expect(permissionsOf(flow, 'agent')).toEqual({ contents: 'read' });

    // The merge job reads the plan's matrix, so a job that left no result is reported missing.
    expect(mergeJob.needs).toEqual(['plan', 'agent']);
    const download = mergeJob.steps.find((step) =>
      step.uses?.startsWith('actions/download-artifact@'),
    );
    expect(download?.with).toMatchObject({
      pattern: 'flotilla-result-*',
      path: 'flotilla-results',
    });
    expect(mergeJob.steps.find(isFlotilla)?.with).toMatchObject({
      mode: 'merge',
      results_files: 'flotilla-results/**/*.json',
      expected_agents: '${{ needs.plan.outputs.matrix }}',
    });
    expect(permissionsOf(flow, 'merge')).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });
});

describe('example workflows for #14', () => {
  it('track-progress.yml tracks progress in the comment it answers', () => {
    const flow = workflow('track-progress.yml');
    expect(Object.keys(flow.on)).toEqual(['issue_comment']);
    expect(flotillaSteps(flow)[0]?.with).toMatchObject({ track_progress: 'true', post: 'comment' });
    expect(permissionsOf(flow, 'flotilla')).toMatchObject({ issues: 'write' });
  });

  it('label-trigger.yml runs on labeled and assigned issues and may open a pull request', () => {
    const flow = workflow('label-trigger.yml');
    expect(flow.on.issues).toEqual({ types: ['opened', 'labeled', 'assigned'] });
    expect(flotillaSteps(flow)[0]?.with).toMatchObject({
      label_trigger: 'flotilla',
      assignee_trigger: 'flotilla-bot',
    });
    expect(permissionsOf(flow, 'flotilla')).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      issues: 'write',
    });
  });

  it('ci-failure-fix.yml runs on failed CI of this repository only and reads the logs', () => {
    const flow = workflow('ci-failure-fix.yml');
    expect(flow.on.workflow_run).toEqual({ workflows: ['CI'], types: ['completed'] });
    expect(flow.jobs.fix?.if).toContain("conclusion == 'failure'");
    expect(flow.jobs.fix?.if).toContain('head_repository.full_name == github.repository');
    expect(permissionsOf(flow, 'fix')).toMatchObject({ actions: 'read', contents: 'write' });
  });

  it('signed-commits.yml commits through the API and pushes nothing with git', () => {
    const flow = workflow('signed-commits.yml');
    expect(flotillaSteps(flow)[0]?.with).toMatchObject({
      post: 'commit',
      use_commit_signing: 'true',
    });
    const checkout = flow.jobs.flotilla?.steps.find((step) =>
      step.uses?.startsWith('actions/checkout@'),
    );
    expect(checkout?.with?.['persist-credentials']).toBe(false);
  });
});

describe('example agents', () => {
  it.each(exampleAgents)('%s is a valid, read-only agent that reports findings', (name) => {
    const file = path.join(agentsDir, `${name}.md`);
    const parsed = parseAgentFile({ text: readFileSync(file, 'utf8'), file, source: 'project' });
    expect(parsed.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(parsed.problems).toEqual([]);
    const definition = parsed.definition;
    expect(definition?.name).toBe(name);
    expect(definition?.description.length).toBeGreaterThan(40);
    expect(definition?.tools?.map((rule) => rule.tool).sort()).toEqual([
      'Glob',
      'Grep',
      'Read',
      'ReportFindings',
    ]);
    expect(definition?.systemPrompt).toContain('ReportFindings');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';
import { reporterRule, scenario } from './support/scenarios.js';

/**
 * The bundled Action when the lead's model call is refused (a 400, never retried) after a
 * subagent reported a finding: the step still has the run's result — conclusion `error` with the
 * API's error, the finding in the outputs, the job summary and the result file — and fails.
 */
describe('the Action when the lead is refused by the model API', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
    });
  });
  afterEach(() => world?.cleanup());

  it('sets conclusion error, keeps the finding in the outputs and the summary, and fails', async () => {
    const model = await world.startModel(
      scenario('action-lead-refused', [
        {
          match: { agent: 'flotilla-lead', last_message: '^\\s*<task-notification>' },
          repeat_last: true,
          turns: [
            {
              error: {
                status: 400,
                type: 'invalid_request_error',
                message: 'messages.3: unexpected field',
              },
            },
          ],
        },
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            {
              tool_use: [
                {
                  name: 'Agent',
                  input: {
                    description: 'Review it',
                    subagent_type: 'security-reviewer',
                    prompt: 'Review the change.',
                  },
                },
              ],
            },
            { text: 'Waiting.' },
          ],
        },
        reporterRule('security-reviewer', [
          {
            path: 'src/label.js',
            line: 1,
            severity: 'high',
            title: 'label trusts order.id',
            body: 'Check it first.',
          },
        ]),
      ]),
    );
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { post: 'none' },
    });
    // The step fails (the runner's exit 1), saying the run's own code.
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.stdout).toContain('finished with exit code 3');
    expect(run.outputs.conclusion).toBe('error');
    expect(run.outputs.findings).toBe('1');
    expect(run.outputs.high).toBe('1');
    expect(Number(run.outputs.output_tokens)).toBeGreaterThan(0);
    expect(run.outputs.result_file).toBeTruthy();
    expect(run.summary).toContain('label trusts order.id');
    expect(run.summary).toMatch(/400/);
    expect(`${run.stdout}\n${run.stderr}`).toMatch(/unexpected field/);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';
import { scenario } from './support/scenarios.js';

/** The bundled Action with `json_schema`: the structured answer and the session id as outputs. */
describe('the Action with json_schema', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
      permissions: { octocat: 'write' },
    });
  });
  afterEach(() => world?.cleanup());

  it('puts the validated answer in structured_output and the run id in session_id', async () => {
    const model = await world.startModel(
      scenario('action-structured', [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            { tool_use: [{ name: 'StructuredOutput', input: { verdict: 'maybe' } }] },
            { tool_use: [{ name: 'StructuredOutput', input: { verdict: 'ship', risks: [] } }] },
          ],
        },
      ]),
    );
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: {
        post: 'none',
        json_schema: JSON.stringify({
          type: 'object',
          properties: {
            verdict: { enum: ['ship', 'hold'] },
            risks: { type: 'array', items: { type: 'string' } },
          },
          required: ['verdict', 'risks'],
          additionalProperties: false,
        }),
      },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(JSON.parse(run.outputs.structured_output ?? '')).toEqual({ verdict: 'ship', risks: [] });
    expect(run.outputs.session_id).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    // The job summary draws the run's timeline.
    expect(run.summary).toContain('```mermaid\ngantt');
    expect(run.summary).toContain('section flotilla-lead');
  });

  it('refuses a json_schema that is not a JSON Schema object before any model call', async () => {
    const model = await world.startModel(
      scenario('never', [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'never asked' }] }]),
    );
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { post: 'none', json_schema: '{"type":"array","items":{}}' },
    });
    expect(run.exitCode).not.toBe(0);
    expect(`${run.stdout}\n${run.stderr}`).toContain(
      `Input 'json_schema': the schema's top-level "type" is "array"; it must be "object".`,
    );
    expect(run.outputs.structured_output).toBeUndefined();
  });
});

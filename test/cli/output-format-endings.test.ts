import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess, type CliRun } from '../support/cli-in-process.js';
import {
  parseScenario,
  startScriptedServer,
  type ScenarioInput,
  type ScriptedServer,
} from '../../src/offline/index.js';
import { runResultSchema, type IncompleteAgent } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * How `--output-format text|json|stream-json` end a run that is not a plain success: a subagent
 * that failed (exit 5) names itself with its status and reason on every format, and a limit
 * that stopped the lead gives its reason, never an earlier turn's text, as Claude Code 2.1.332.
 */
const failedSubagent: ScenarioInput = {
  name: 'failed-subagent',
  agents: [
    {
      match: { agent: 'general-purpose' },
      turns: [{ error: { status: 400, type: 'invalid_request_error', message: 'boom sub' } }],
    },
    {
      match: { agent: 'flotilla-lead', last_message: 'task-notification' },
      repeat_last: true,
      turns: [{ text: 'All good, the helper finished.' }],
    },
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        {
          text: 'delegating',
          tool_use: [
            {
              name: 'Agent',
              input: { description: 'helper', prompt: 'do x', subagent_type: 'general-purpose' },
            },
          ],
        },
        { text: 'All good.' },
      ],
    },
  ],
};

const readsForever: ScenarioInput = {
  name: 'reads-forever',
  agents: [
    {
      match: { agent: 'flotilla-lead' },
      repeat_last: true,
      turns: [{ text: 'reading', tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] }],
    },
  ],
};

/** A background reviewer reports a finding with ReportFindings; the lead answers in one line. */
const reportsFinding: ScenarioInput = {
  name: 'reports-finding',
  agents: [
    {
      match: { agent: 'general-purpose' },
      turns: [
        {
          tool_use: [
            {
              name: 'ReportFindings',
              input: {
                findings: [
                  {
                    severity: 'critical',
                    path: 'a.txt',
                    line: 1,
                    title: 'Hardcoded password in a.txt',
                    body: 'The password is in the file.',
                  },
                ],
              },
            },
          ],
        },
        { text: 'Reported.' },
      ],
    },
    {
      match: { agent: 'flotilla-lead', last_message: 'task-notification' },
      repeat_last: true,
      turns: [{ text: 'The security review is complete.' }],
    },
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        {
          tool_use: [
            {
              name: 'Agent',
              input: {
                description: 'review',
                prompt: 'review a.txt',
                subagent_type: 'general-purpose',
                run_in_background: true,
              },
            },
          ],
        },
        { text: 'Waiting for the review.' },
      ],
    },
  ],
};

type Json = Record<string, unknown>;

let repo: TempRepo;
let server: ScriptedServer | undefined;

beforeEach(async () => {
  repo = await createTempRepo({ files: { 'a.txt': 'hi\n' } });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await repo.cleanup();
});

async function flotilla(scenario: ScenarioInput, argv: string[]): Promise<CliRun> {
  server ??= await startScriptedServer({ scenario: parseScenario(scenario) });
  return runCliInProcess(['run', '--prompt', 'hi', ...argv], {
    cwd: repo.root,
    env: {
      ...repo.env,
      HOME: repo.dir,
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: 'sk-offline-test',
    },
  });
}

function resultEvent(stdout: string): Json {
  const last = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Json;
  expect(last.type).toBe('result');
  return last;
}

/** Progress lines aside, what the run said on stderr. */
function messages(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line.startsWith('flotilla:'));
}

describe('--output-format with a subagent that failed', () => {
  it('names the agent, its status and its reason on stderr (text) and in the result (json, stream-json)', async () => {
    const text = await flotilla(failedSubagent, ['--output-format', 'text']);
    expect(text.code).toBe(5);
    expect(text.stdout).toBe('All good, the helper finished.\n');
    expect(messages(text.stderr)).toEqual([
      'flotilla: the run ended with partial: 1 agent did not finish:',
      expect.stringMatching(/^flotilla: {3}general-purpose \(.+\) — failed — .*400.*boom sub/),
    ]);

    for (const format of ['json', 'stream-json']) {
      const ran = await flotilla(failedSubagent, ['--output-format', format]);
      expect(ran.code).toBe(5);
      const result = resultEvent(ran.stdout);
      expect(result).toMatchObject({
        conclusion: 'partial',
        result: 'All good, the helper finished.',
      });
      const incomplete = result.incomplete as IncompleteAgent[];
      expect(incomplete).toHaveLength(1);
      expect(incomplete[0]).toMatchObject({ name: 'general-purpose', status: 'failed' });
      expect(incomplete[0]?.reason).toMatch(/400.*boom sub/);
      expect(messages(ran.stderr)[1]).toMatch(/general-purpose .* — failed — .*boom sub/);
    }
  });

  it('a run where every agent finished has an empty incomplete and nothing on stderr', async () => {
    const ran = await flotilla(
      { name: 'ok', agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }] },
      ['--output-format', 'json'],
    );
    expect(ran.code).toBe(0);
    expect(resultEvent(ran.stdout)).toMatchObject({ result: 'Done.', incomplete: [] });
    expect(messages(ran.stderr)).toEqual([]);
  });
});

describe('--output-format when a limit stops the lead', () => {
  it('text answers with the limit, not the last turn’s text', async () => {
    const ran = await flotilla(readsForever, ['--output-format', 'text', '--max-turns', '2']);
    expect(ran.code).toBe(4);
    expect(ran.stdout).toBe('Error: Reached the turn limit (2).\n');
    expect(ran.stdout).not.toContain('reading');
  });

  it('json has no result but errors, in the shape Claude Code 2.1.332 prints', async () => {
    const theirs = JSON.parse(
      await readFile(
        path.resolve(import.meta.dirname, '../fixtures/claude-code/json-max-turns-result.json'),
        'utf8',
      ),
    ) as Json;
    const ran = await flotilla(readsForever, ['--output-format', 'json', '--max-turns', '2']);
    expect(ran.code).toBe(4);
    const ours = resultEvent(ran.stdout);
    for (const key of ['subtype', 'is_error', 'terminal_reason']) {
      expect(`${key}: ${String(ours[key])}`).toBe(`${key}: ${String(theirs[key])}`);
    }
    expect('result' in theirs).toBe(false);
    expect('result' in ours).toBe(false);
    expect(Array.isArray(theirs.errors)).toBe(true);
    expect(ours.errors).toEqual(['Reached the turn limit (2).']);
  });

  it('the budget: stream-json ends without a result, and --format json keeps the lead’s last text', async () => {
    const stream = await flotilla(readsForever, [
      '--output-format',
      'stream-json',
      '--max-budget-usd',
      '0.04',
    ]);
    expect(stream.code).toBe(4);
    const result = resultEvent(stream.stdout);
    expect(result).toMatchObject({ subtype: 'error_max_budget_usd', is_error: true });
    expect('result' in result).toBe(false);
    expect(result.errors).toEqual(['The run budget is spent.']);

    const own = await flotilla(readsForever, ['--format', 'json', '--max-budget-usd', '0.04']);
    expect(own.code).toBe(4);
    const runResult = runResultSchema.parse(JSON.parse(own.stdout));
    expect(runResult.conclusion).toBe('budget');
    expect(runResult.final_text).toBe('reading');
  });
});

/** The lead's every model call ends the same way: an error, or an answer the API stops. */
const leadAlways = (turn: NonNullable<ScenarioInput['agents']>[number]['turns'][number]) =>
  ({
    name: 'lead-always',
    agents: [{ match: { agent: 'flotilla-lead' }, repeat_last: true, turns: [turn] }],
  }) as ScenarioInput;

describe('--output-format when the lead fails on the model API', () => {
  // What Claude Code 2.1.332 printed for each (`claude -p hi --output-format json` against a
  // logging server): `subtype: "success"`, `is_error: true`, `terminal_reason: "api_error"` and
  // `API Error: …` as the result; exit code 1 there, Flotilla's 3 here.
  const cases: [string, Parameters<typeof leadAlways>[0], RegExp][] = [
    [
      'a 400',
      { error: { status: 400, type: 'invalid_request_error', message: 'messages: bad thing' } },
      /^API Error: .*400.*messages: bad thing/,
    ],
    [
      'a 500 after the retries',
      { error: { status: 500, type: 'api_error', message: 'Internal server error' } },
      /^API Error: .*500/,
    ],
    [
      'max_tokens every time',
      { text: 'The answer is cut', stop_reason: 'max_tokens' },
      /^API Error: .*max_tokens/,
    ],
    ['refusal every time', { text: 'No.', stop_reason: 'refusal' }, /^API Error: .*refusal/],
  ];
  for (const [name, turn, answer] of cases) {
    it(`answers ${name} as Claude Code does: success, is_error, api_error, API Error: …`, async () => {
      const ran = await flotilla(leadAlways(turn), [
        '--output-format',
        'json',
        '--max-retries',
        '0',
      ]);
      expect(ran.code).toBe(3);
      const result = resultEvent(ran.stdout);
      expect(result).toMatchObject({
        subtype: 'success',
        is_error: true,
        terminal_reason: 'api_error',
        conclusion: 'error',
      });
      expect(String(result.result)).toMatch(answer);
    });
  }

  it('says api_error in RunResult, and text answers API Error: …', async () => {
    const turn = { error: { status: 400, type: 'invalid_request_error', message: 'bad thing' } };
    const own = await flotilla(leadAlways(turn), ['--format', 'json']);
    expect(runResultSchema.parse(JSON.parse(own.stdout))).toMatchObject({
      conclusion: 'error',
      api_error: true,
    });
    const text = await flotilla(leadAlways(turn), ['--output-format', 'text']);
    expect(text.stdout).toMatch(/^API Error: .*400.*bad thing.*\n$/);
  });

  it('keeps error_during_execution for a lead that ended otherwise (a hook stopped it)', async () => {
    const settings = path.join(repo.dir, 'settings.json');
    await writeFile(
      settings,
      JSON.stringify({
        hooks: {
          PostToolUse: [
            {
              hooks: [
                { type: 'command', command: `echo '{"continue": false, "stopReason": "halt"}'` },
              ],
            },
          ],
        },
      }),
    );
    const ran = await flotilla(readsForever, ['--output-format', 'json', '--settings', settings]);
    expect(ran.code).toBe(3);
    const result = resultEvent(ran.stdout);
    expect(result).toMatchObject({
      subtype: 'error_during_execution',
      is_error: true,
      terminal_reason: 'error',
    });
    expect(String(result.result)).toMatch(/^Error: Stopped by a hook \(continue: false\): halt/);
  });
});

describe('--output-format with findings', () => {
  it('lists them on stderr (every format) and in the result event (json, stream-json)', async () => {
    const text = await flotilla(reportsFinding, ['--output-format', 'text']);
    expect(text.code).toBe(0);
    expect(text.stdout).toBe('The security review is complete.\n');
    expect(messages(text.stderr)).toEqual([
      'flotilla: Findings (1):',
      'flotilla:   critical a.txt:1  Hardcoded password in a.txt',
    ]);

    for (const format of ['json', 'stream-json']) {
      const ran = await flotilla(reportsFinding, ['--output-format', format]);
      expect(ran.code).toBe(0);
      const result = resultEvent(ran.stdout);
      expect(result).toMatchObject({
        conclusion: 'findings',
        result: 'The security review is complete.',
      });
      expect(result.findings).toEqual([
        expect.objectContaining({
          severity: 'critical',
          path: 'a.txt',
          line: 1,
          title: 'Hardcoded password in a.txt',
          body: 'The password is in the file.',
          agent: 'general-purpose',
        }),
      ]);
      expect(messages(ran.stderr)[1]).toBe(
        'flotilla:   critical a.txt:1  Hardcoded password in a.txt',
      );
    }
  });

  it('a run without findings has an empty findings and prints none', async () => {
    const ran = await flotilla(
      { name: 'ok', agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }] },
      ['--output-format', 'stream-json'],
    );
    expect(resultEvent(ran.stdout)).toMatchObject({ result: 'Done.', findings: [] });
    expect(messages(ran.stderr)).toEqual([]);
  });
});

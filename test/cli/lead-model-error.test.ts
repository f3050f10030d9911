import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess, type CliRun } from '../support/cli-in-process.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { runResultSchema } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * The lead's model call is refused (a 400, which is never retried) after a worktree subagent
 * wrote a file and reported a finding. The run still ends with a result — conclusion `error`,
 * the API's error, the subagent's finding, usage and branch — on every output, as Claude Code
 * still prints its result (is_error) when the API refuses a call.
 */
const writer = `---
name: writer
description: Writes a file and reports what it saw.
tools: Write, Read
isolation: worktree
---
You write.
`;

const scenario = {
  name: 'lead-refused-after-work',
  agents: [
    {
      match: { agent: 'writer' },
      turns: [
        {
          tool_use: [
            { name: 'Write', input: { file_path: 'new.txt', content: 'important work\n' } },
            {
              name: 'ReportFindings',
              input: {
                findings: [
                  { severity: 'high', title: 'SQL injection', path: 'a.txt', line: 1, body: 'bad' },
                ],
              },
            },
          ],
        },
        { text: 'wrote and reported' },
      ],
    },
    {
      match: { agent: 'flotilla-lead', last_message: '<task-notification>' },
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
              input: { subagent_type: 'writer', description: 'write it', prompt: 'write' },
            },
          ],
        },
        { text: 'Waiting.' },
      ],
    },
  ],
};

let repo: TempRepo;
let server: ScriptedServer;

beforeEach(async () => {
  repo = await createTempRepo({
    files: { 'a.txt': 'select * from t where id = $id\n', '.claude/agents/writer.md': writer },
  });
  server = await startScriptedServer({ scenario });
});
afterEach(async () => {
  await server.close();
  await repo.cleanup();
});

function flotilla(argv: string[]): Promise<CliRun> {
  return runCliInProcess(
    ['run', '--prompt', 'hello', '--permission-mode', 'acceptEdits', ...argv],
    {
      cwd: repo.root,
      env: {
        ...repo.env,
        HOME: repo.dir,
        ANTHROPIC_BASE_URL: server.url,
        ANTHROPIC_API_KEY: 'sk-offline-test',
      },
    },
  );
}

describe('a lead whose model call is refused (non-retryable)', () => {
  it('still writes the result: conclusion error, the finding, every usage and the work branch', async () => {
    const output = path.join(repo.dir, 'out');
    const stateDir = path.join(repo.dir, 'state');
    const ran = await flotilla(['--format', 'json', '--output', output, '--state-dir', stateDir]);
    expect(ran.code).toBe(3);
    const result = runResultSchema.parse(JSON.parse(ran.stdout));
    expect(result.conclusion).toBe('error');
    expect(result.error).toMatch(/400/);
    expect(result.error).toMatch(/unexpected field/);
    expect(result.findings.map((finding) => finding.title)).toEqual(['SQL injection']);
    const [lead, subagent] = result.agents;
    expect(lead?.status).toBe('failed');
    expect(lead?.turns).toBe(2);
    expect(lead?.usage.output_tokens).toBeGreaterThan(0);
    expect(subagent?.name).toBe('writer');
    expect(subagent?.usage.output_tokens).toBeGreaterThan(0);
    expect(subagent?.branch).toMatch(/^flotilla\//);
    expect(result.usage.output_tokens).toBe(
      (lead?.usage.output_tokens ?? 0) + (subagent?.usage.output_tokens ?? 0),
    );
    // The committed work is named and kept: on the results branch, in the written files.
    expect(result.results_branch).toBeDefined();
    expect(repo.run(['show', `${result.results_branch}:new.txt`])).toBe('important work');
    for (const file of ['results.json', 'review.md', 'results.sarif']) {
      expect(existsSync(path.join(output, file)), file).toBe(true);
    }
    const written = runResultSchema.parse(
      JSON.parse(await readFile(path.join(output, 'results.json'), 'utf8')),
    );
    expect(written.conclusion).toBe('error');
    expect(written.findings).toHaveLength(1);
    // The lead's transcript ends saying why it stopped, not just after its last message.
    const transcript = await readFile(path.join(stateDir, 'transcripts', 'lead.jsonl'), 'utf8');
    expect(JSON.parse(transcript.trimEnd().split('\n').at(-1) ?? '{}')).toMatchObject({
      ended: 'failed',
      error: expect.stringMatching(/400.*unexpected field/),
    });
  });

  it('ends stream-json with a result event that is an error', async () => {
    const ran = await flotilla(['--output-format', 'stream-json']);
    expect(ran.code).toBe(3);
    const last = JSON.parse(ran.stdout.trim().split('\n').at(-1) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(last.type).toBe('result');
    expect(last.is_error).toBe(true);
    expect(last.conclusion).toBe('error');
    expect(String(last.error)).toMatch(/400/);
    // The answer is the error, as Claude Code gives an API error (`API Error: 400 …`,
    // terminal_reason api_error), not the text of a turn before it.
    expect(String(last.result)).toMatch(/^API Error: .*400/);
    expect(last).toMatchObject({ subtype: 'success', terminal_reason: 'api_error' });
    expect(ran.stderr).toMatch(/the run ended with error: .*400/);
  });

  it('answers --output-format text with the error, not an earlier turn’s text', async () => {
    const ran = await flotilla(['--output-format', 'text']);
    expect(ran.code).toBe(3);
    expect(ran.stdout.trim()).toMatch(/^API Error: .*400/);
  });
});

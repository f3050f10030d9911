import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runResultSchema } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import {
  startMinimalAnthropicServer,
  type MinimalAnthropicServer,
  type MinimalTurn,
} from '../support/minimal-anthropic-server.js';
import { execWithoutInput } from '../support/exec-without-input.js';

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');
const fixtures = path.resolve(import.meta.dirname, '../fixtures/claude-code');

type Json = Record<string, unknown>;

/** The JSON type of a value as a script sees it: null and arrays apart from objects. */
function kind(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/**
 * The keys of each event that scripts written for `claude -p --output-format stream-json` read,
 * and that Flotilla promises (README "Claude Code's output formats"). Each must be in the
 * recorded Claude Code event too, with the same JSON type.
 */
const contract: Record<string, string[]> = {
  init: [
    'type',
    'subtype',
    'cwd',
    'session_id',
    'tools',
    'mcp_servers',
    'model',
    'permissionMode',
    'slash_commands',
    'apiKeySource',
    'output_style',
    'agents',
    'uuid',
  ],
  assistant: ['type', 'message', 'parent_tool_use_id', 'session_id', 'uuid', 'timestamp'],
  user: ['type', 'message', 'parent_tool_use_id', 'session_id', 'uuid', 'timestamp'],
  result: [
    'type',
    'subtype',
    'is_error',
    'duration_ms',
    'duration_api_ms',
    'num_turns',
    'result',
    'stop_reason',
    'session_id',
    'total_cost_usd',
    'usage',
    'modelUsage',
    'terminal_reason',
    'uuid',
  ],
};
const messageKeys = [
  'id',
  'type',
  'role',
  'model',
  'content',
  'stop_reason',
  'stop_sequence',
  'usage',
];
const usageKeys = [
  'input_tokens',
  'output_tokens',
  'cache_creation_input_tokens',
  'cache_read_input_tokens',
];

function eventKind(event: Json): string {
  return event.type === 'system' ? String(event.subtype) : String(event.type);
}

function expectSameShape(ours: Json, theirs: Json, keys: string[], where: string): void {
  for (const key of keys) {
    expect(key in theirs, `${where}: Claude Code's event has ${key}`).toBe(true);
    expect(key in ours, `${where}: Flotilla's event has ${key}`).toBe(true);
    expect(`${where}.${key}: ${kind(ours[key])}`).toBe(`${where}.${key}: ${kind(theirs[key])}`);
  }
}

function lines(text: string): Json[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Json);
}

const schema = {
  type: 'object',
  properties: { answer: { type: 'string' } },
  required: ['answer'],
};

describe('flotilla run --output-format / --json-schema / --resume (built CLI)', () => {
  let repo: TempRepo;
  let server: MinimalAnthropicServer | undefined;

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'notes.txt': 'The answer is forty-two.\n' } });
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await repo.cleanup();
  });

  async function run(args: string[]) {
    try {
      const { stdout, stderr } = await exec(process.execPath, [cli, 'run', ...args], {
        cwd: repo.root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: repo.dir,
          ...(server
            ? { ANTHROPIC_BASE_URL: server.url, ANTHROPIC_API_KEY: 'sk-ant-test-minimal-key' }
            : {}),
        },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
    }
  }

  async function serve(script: MinimalTurn[] | Record<string, MinimalTurn[]>) {
    server = await startMinimalAnthropicServer(script);
    return server;
  }

  it('streams the event shapes Claude Code 2.1.332 prints (stream-json)', async () => {
    await serve([
      { text: 'Let me look.', toolUse: [{ name: 'Read', input: { file_path: 'notes.txt' } }] },
      { text: 'It says forty-two.' },
    ]);
    const output = await run(['-p', 'What do the notes say?', '--output-format', 'stream-json']);
    expect(output.stderr).not.toMatch(/internal error/i);
    expect(output.code).toBe(0);
    const ours = lines(output.stdout);
    const theirs = lines(await readFile(path.join(fixtures, 'stream-json-verbose.jsonl'), 'utf8'));
    // The same sequence of event kinds as Claude Code for the same conversation.
    expect(ours.map(eventKind)).toEqual(theirs.map(eventKind));
    expect(ours.map(eventKind)).toEqual([
      'init',
      'assistant',
      'assistant',
      'user',
      'assistant',
      'result',
    ]);
    ours.forEach((event, index) => {
      const theirsEvent = theirs[index]!;
      const name = eventKind(event);
      expectSameShape(event, theirsEvent, contract[name]!, name);
      if (name === 'assistant') {
        const message = event.message as Json;
        expectSameShape(message, theirsEvent.message as Json, messageKeys, 'assistant.message');
        expectSameShape(
          message.usage as Json,
          (theirsEvent.message as Json).usage as Json,
          usageKeys,
          'assistant.message.usage',
        );
        expect((message.content as unknown[]).length).toBe(1);
      }
      if (name === 'result') {
        expectSameShape(event.usage as Json, theirsEvent.usage as Json, usageKeys, 'result.usage');
      }
    });
    const user = ours[3]!.message as { content: Array<Json> };
    expect(user.content[0]).toMatchObject({ type: 'tool_result' });
    expect(JSON.stringify(user.content[0])).toContain('forty-two');
    const result = ours.at(-1)!;
    expect(result).toMatchObject({
      subtype: 'success',
      is_error: false,
      result: 'It says forty-two.',
      num_turns: 2,
      stop_reason: 'end_turn',
    });
    // One session id throughout: the run id, which is also where the session is kept.
    const sessionId = String(ours[0]!.session_id);
    expect(sessionId).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    for (const event of ours) expect(event.session_id).toBe(sessionId);
    const kept = await readdir(path.join(repo.root, '.git', 'flotilla', 'sessions'));
    expect(kept).toEqual([`${sessionId}.jsonl`]);
    expect(result.total_cost_usd).toBeGreaterThan(0);
  });

  it('lists every MCP server with its status in the init event, a failed one too, as Claude Code does', async () => {
    await serve([{ text: 'All good.' }]);
    // An HTTP server nobody listens for (a port just freed: refused) fails alike.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const mcp = JSON.stringify({
      mcpServers: {
        gh: { command: '/nonexistent/bin' },
        gone: { type: 'http', url: `http://127.0.0.1:${port}/mcp` },
      },
    });
    const output = await run(['-p', 'x', '--mcp-config', mcp, '--output-format', 'stream-json']);
    const events = lines(output.stdout);
    // Claude Code 2.1.332 prints [{"name":"gh","status":"failed","source":"dynamic"}, …].
    expect(events[0]?.mcp_servers).toEqual([
      { name: 'gh', status: 'failed', source: 'dynamic' },
      { name: 'gone', status: 'failed', source: 'dynamic' },
    ]);
    expect(output.stderr).toMatch(/MCP server 'gone' .* did not start, .*ECONNREFUSED/s);
    // The run went on without it, and says so: never success.
    expect(events.at(-1)).toMatchObject({ type: 'result', conclusion: 'partial' });
    expect(output.code).toBe(5);
  });

  it('validates the answer against --json-schema with one retry, as Claude Code does', async () => {
    const recorded = JSON.parse(
      await readFile(path.join(fixtures, 'json-schema-requests.json'), 'utf8'),
    ) as { structured_output_tool: { name: string; input_schema: unknown } };
    const model = await serve([
      { toolUse: [{ name: 'StructuredOutput', input: { answer: 42 } }] },
      { toolUse: [{ name: 'StructuredOutput', input: { answer: 'forty-two' } }] },
    ]);
    const output = await run([
      '-p',
      'What is the answer?',
      '--json-schema',
      JSON.stringify(schema),
      '--output-format',
      'json',
    ]);
    expect(output.stderr).not.toMatch(/internal error/i);
    expect(output.code).toBe(0);
    const [result, ...rest] = lines(output.stdout);
    expect(rest).toEqual([]);
    const theirs = JSON.parse(
      await readFile(path.join(fixtures, 'json-schema-result.json'), 'utf8'),
    ) as Json;
    expectSameShape(result!, theirs, [...contract.result!, 'structured_output'], 'result');
    expect(result).toMatchObject({
      type: 'result',
      subtype: 'success',
      structured_output: { answer: 'forty-two' },
      result: '{"answer":"forty-two"}',
    });
    // The schema reached the model as the StructuredOutput tool's input schema, as in Claude Code.
    const requests = model.requests as Array<{ tools?: Array<Json>; messages: Array<Json> }>;
    const tool = requests[0]!.tools!.find((entry) => entry.name === 'StructuredOutput');
    expect(tool?.input_schema).toEqual(recorded.structured_output_tool.input_schema);
    // The retry carried the validation error back as an is_error tool result.
    const retry = JSON.stringify(requests[1]!.messages.at(-1));
    expect(retry).toContain('"is_error":true');
    expect(retry).toContain('/answer: must be string');
    expect(requests).toHaveLength(2);
  });

  it('fails the run when the answer still does not match after the retry', async () => {
    await serve([
      { toolUse: [{ name: 'StructuredOutput', input: { answer: 1 } }] },
      { toolUse: [{ name: 'StructuredOutput', input: { answer: 2 } }] },
    ]);
    const output = await run([
      '-p',
      'What is the answer?',
      '--json-schema',
      JSON.stringify(schema),
      '--format',
      'json',
    ]);
    expect(output.code).toBe(3);
    const result = runResultSchema.parse(JSON.parse(output.stdout));
    expect(result.conclusion).toBe('error');
    expect(result.structured_output).toBeUndefined();
    expect(result.error).toMatch(/did not match --json-schema after 2 attempts.*must be string/);
  });

  it('reminds a lead that ends without an answer once, then takes the answer', async () => {
    await serve([
      { text: 'The answer is forty-two.' },
      { toolUse: [{ name: 'StructuredOutput', input: { answer: '42' } }] },
    ]);
    const output = await run([
      '-p',
      'What is the answer?',
      '--json-schema',
      JSON.stringify(schema),
      '--format',
      'json',
    ]);
    expect(output.code).toBe(0);
    const result = runResultSchema.parse(JSON.parse(output.stdout));
    expect(result.structured_output).toEqual({ answer: '42' });
    const reminder = JSON.stringify(server!.requests[1]);
    expect(reminder).toContain('without calling the StructuredOutput tool');
  });

  it('rejects a bad schema before any model call, naming what is wrong', async () => {
    const model = await serve([{ text: 'never asked' }]);
    for (const [bad, message] of [
      ['{"type":"object",', /--json-schema: the schema is not valid JSON/],
      ['{"type":"array"}', /top-level "type" is "array"; it must be "object"/],
      [
        '{"type":"object","properties":{"a":{"type":"strin"}}}',
        /not a valid JSON Schema: .*properties\/a\/type/,
      ],
      ['missing-schema.json', /cannot read the schema file/],
    ] as const) {
      const output = await run(['-p', 'x', '--json-schema', bad]);
      expect(output.code).toBe(2);
      expect(output.stderr).toMatch(message);
    }
    expect(model.requests).toHaveLength(0);
  });

  it('prints only the answer with --output-format text', async () => {
    await serve([{ text: 'Forty-two.' }]);
    const output = await run(['-p', 'What is the answer?', '--output-format', 'text']);
    expect(output.code).toBe(0);
    expect(output.stdout).toBe('Forty-two.\n');
  });

  it('resumes a session by id and continues the newest, with the earlier conversation', async () => {
    const model = await serve([
      { text: 'The notes say forty-two.' },
      { text: 'I said forty-two.' },
      { text: 'Still forty-two.' },
    ]);
    const first = lines(
      (await run(['-p', 'Read the notes', '--output-format', 'json'])).stdout,
    )[0]!;
    const firstId = String(first.session_id);

    const resumed = await run(['-p', 'What did you say?', '--resume', firstId, '--format', 'json']);
    expect(resumed.code).toBe(0);
    const second = runResultSchema.parse(JSON.parse(resumed.stdout));
    expect(second.resumed_from).toBe(firstId);
    expect(second.run_id).not.toBe(firstId);
    expect(second.final_text).toBe('I said forty-two.');
    const request = model.requests[1] as { messages: Array<{ role: string; content: unknown }> };
    expect(request.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(request.messages[0])).toContain('Read the notes');
    expect(JSON.stringify(request.messages[1])).toContain('The notes say forty-two.');
    expect(JSON.stringify(request.messages[2])).toContain('What did you say?');

    // --continue takes the newest session: the resumed one, with both earlier exchanges.
    const continued = await run(['-p', 'And now?', '--continue', '--format', 'json']);
    expect(continued.code).toBe(0);
    expect(runResultSchema.parse(JSON.parse(continued.stdout)).resumed_from).toBe(second.run_id);
    const third = model.requests[2] as { messages: unknown[] };
    expect(third.messages).toHaveLength(5);

    const unknown = await run(['-p', 'x', '--resume', '20200101T000000Z-00000000']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /No session '20200101T000000Z-00000000'.*\n.*Sessions kept here/,
    );
    const escape = await run(['-p', 'x', '--resume', '../../etc/passwd']);
    expect(escape.code).toBe(2);
    expect(escape.stderr).toMatch(/Invalid session id/);
  });

  it('draws the run as a Mermaid gantt chart: each agent, its turns, and the lead waiting', async () => {
    await mkdir(path.join(repo.root, '.claude', 'agents'), { recursive: true });
    await writeFile(
      path.join(repo.root, '.claude', 'agents', 'researcher.md'),
      '---\nname: researcher\ndescription: Reads the notes.\ntools: Read\n---\nRead and answer.\n',
    );
    await serve({
      'flotilla-lead': [
        {
          toolUse: [
            {
              name: 'Agent',
              input: {
                description: 'Read the notes',
                subagent_type: 'researcher',
                prompt: 'What do the notes say?',
                run_in_background: true,
              },
            },
          ],
        },
        { text: 'Waiting for the researcher.' },
        { text: 'The researcher says forty-two.' },
      ],
      researcher: [
        { toolUse: [{ name: 'Read', input: { file_path: 'notes.txt' } }] },
        { text: 'Forty-two.' },
      ],
    });
    const out = path.join(repo.dir, 'out');
    const output = await run(['-p', 'Ask the researcher', '--format', 'json', '-o', out]);
    expect(output.stderr).not.toMatch(/internal error/i);
    expect(output.code).toBe(0);
    const result = runResultSchema.parse(JSON.parse(output.stdout));
    const [lead, researcher] = result.agents;
    expect([lead?.name, researcher?.name]).toEqual(['flotilla-lead', 'researcher']);
    for (const agent of [lead!, researcher!]) {
      expect(Date.parse(agent.ended_at!)).toBeGreaterThanOrEqual(Date.parse(agent.started_at!));
    }
    // The researcher ran inside the lead's run, and the lead waited for it after its 2nd turn.
    expect(Date.parse(researcher!.started_at!)).toBeGreaterThanOrEqual(
      Date.parse(lead!.started_at!),
    );
    expect(lead!.waits?.length).toBeGreaterThanOrEqual(1);
    expect(lead!.turns).toBe(3);

    const review = await readFile(path.join(out, 'review.md'), 'utf8');
    const chart = /```mermaid\n(gantt\n[\s\S]*?)```/.exec(review)?.[1] ?? '';
    const chartLines = chart.split('\n').map((line) => line.trim());
    expect(chartLines).toContain('dateFormat x');
    expect(chartLines).toContain('section flotilla-lead');
    expect(chartLines).toContain('section researcher');
    const bar = (start: string) => chartLines.find((line) => line.startsWith(start)) ?? '';
    expect(bar('completed, 3 turns :done, a0,')).not.toBe('');
    expect(bar('completed, 2 turns :done, a1,')).not.toBe('');
    const wait = /^waiting :active, a0w0, (\d+), (\d+)$/.exec(bar('waiting :active, a0w0'));
    expect(wait).not.toBeNull();
    expect(Number(wait![1])).toBe(Date.parse(lead!.waits![0]!.started_at));
  });
});

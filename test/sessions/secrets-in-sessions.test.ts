import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startScriptedServer,
  type RecordedRequest,
  type ScenarioInput,
  type ScriptedServer,
} from '../../src/offline/index.js';
import { REDACTED } from '../../src/publish/redact.js';
import { runCliInProcess, type CliRun } from '../support/cli-in-process.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * Secrets in the lead's session, as the CLI writes it and a later --continue reads it back,
 * through the real SDK to the offline server (which refuses an altered thinking block with 400,
 * as the API does).
 */
const password = 'pg-hunter2-pass';

let repo: TempRepo;
const servers: ScriptedServer[] = [];

beforeEach(async () => {
  repo = await createTempRepo();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await repo.cleanup();
});

async function serve(scenario: ScenarioInput): Promise<ScriptedServer> {
  const server = await startScriptedServer({ scenario });
  servers.push(server);
  return server;
}

function flotilla(server: ScriptedServer, argv: string[]): Promise<CliRun> {
  return runCliInProcess(['run', ...argv], {
    cwd: repo.root,
    env: {
      ...repo.env,
      HOME: repo.dir,
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: 'sk-offline-test',
      POSTGRES_PASSWORD: password,
    },
  });
}

interface Line {
  role?: string;
  content: string | { type: string; [key: string]: unknown }[];
  thinking_withheld?: number;
}

const sessionsDirectory = () => path.join(repo.root, '.git', 'flotilla', 'sessions');

/** The session files, oldest first, each as its text and its message lines (not its system prompt's). */
async function sessions(): Promise<{ text: string; lines: Line[] }[]> {
  const names = (await readdir(sessionsDirectory())).filter((name) => name.endsWith('.jsonl'));
  names.sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(sessionsDirectory(), name), 'utf8');
      return {
        text,
        lines: text
          .trimEnd()
          .split('\n')
          .map((line) => JSON.parse(line) as { message?: Line; thinking_withheld?: number })
          .flatMap(({ message, thinking_withheld }) =>
            message ? [{ ...message, ...(thinking_withheld ? { thinking_withheld } : {}) }] : [],
          ),
      };
    }),
  );
}

function blocksOf(line: Line | undefined): { type: string; [key: string]: unknown }[] {
  return Array.isArray(line?.content) ? line.content : [];
}

function messagesOf(request: RecordedRequest | undefined): Line[] {
  return (request?.body as { messages: Line[] }).messages;
}

describe('a thinking block that holds a secret', () => {
  it('is left out of the session, which resumes again and again; a thinking block without one is kept and sent back', async () => {
    const server = await serve({
      name: 'thinking-secret',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          repeat_last: true,
          turns: [
            {
              thinking: `The app connects to postgres with ${password} on port 5432.`,
              text: 'The migration is fine.',
            },
            { thinking: 'The models follow the migration.', text: 'The models are fine.' },
          ],
        },
      ],
    });
    const first = await flotilla(server, [
      '-p',
      'review the migration',
      '--output-format',
      'stream-json',
    ]);
    expect(first.code).toBe(0);
    // The stream, read and never sent back, shows the thinking redacted.
    expect(first.stdout).not.toContain(password);
    expect(first.stdout).toContain(`postgres with ${REDACTED} on port 5432`);
    const [saved] = await sessions();
    expect(saved?.text).not.toContain(password);
    const answer = saved?.lines.find((line) => line.role === 'assistant');
    // The rest of the turn stays; the line says a thinking block was left out.
    expect(answer?.thinking_withheld).toBe(1);
    expect(blocksOf(answer).map((block) => block.type)).toEqual(['text']);
    expect(blocksOf(answer)[0]?.text).toBe('The migration is fine.');

    // Each resume is accepted (no 400 for an altered block), again and again.
    for (const prompt of ['and the models?', 'again']) {
      const resumed = await flotilla(server, ['-c', '-p', prompt, '--format', 'json']);
      expect(`${resumed.stdout}${resumed.stderr}`).not.toMatch(/signature/i);
      expect(resumed.code).toBe(0);
    }
    const all = await sessions();
    expect(all).toHaveLength(3);
    for (const session of all) {
      expect(session.text).not.toContain(password);
      // Never a redacted copy of a signed block.
      for (const line of session.lines)
        for (const block of blocksOf(line))
          if (block.type === 'thinking') expect(String(block.thinking)).not.toContain(REDACTED);
    }
    // The last resume sent the secret-free thinking block back, unmodified (the server checks
    // its signature), and nothing of the withheld one.
    const last = messagesOf(server.requests.at(-1));
    const thinkingSent = last.flatMap((message) =>
      blocksOf(message).filter((block) => block.type === 'thinking'),
    );
    expect(thinkingSent.map((block) => block.thinking)).toEqual([
      'The models follow the migration.',
    ]);
    expect(JSON.stringify(last)).not.toContain(password);
  });

  it('in a tool loop cut off after its results: the session resumes without that turn', async () => {
    await writeFile(path.join(repo.root, 'migration.sql'), 'ALTER TABLE users ADD email text;\n');
    const thinkingTurn = {
      thinking: `I will read the migration; the database password is ${password}.`,
      text: 'Reading the migration.',
      tool_use: [{ name: 'Read', input: { file_path: 'migration.sql' } }],
    };
    // The first run stops with an error once the tool results are in: the session ends with them.
    const failing = await serve({
      name: 'thinking-secret-cut',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [thinkingTurn, { error: { status: 400, message: 'scripted stop' } }],
        },
      ],
    });
    const first = await flotilla(failing, ['-p', 'review the migration']);
    expect(first.code).not.toBe(0);
    const [saved] = await sessions();
    expect(saved?.lines.map((line) => line.role)).toEqual(['user', 'assistant', 'user']);
    expect(saved?.lines[1]?.thinking_withheld).toBe(1);
    expect(blocksOf(saved?.lines[2]).map((block) => block.type)).toContain('tool_result');

    // The API wants the last assistant message of a tool loop to open with its thinking block:
    // without it the resume would be refused, so that turn and its results are not sent.
    const resumedServer = await serve({
      name: 'thinking-secret-resumed',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [thinkingTurn, { text: 'The migration adds an email column.' }],
        },
      ],
    });
    const resumed = await flotilla(resumedServer, ['-c', '-p', 'go on', '--format', 'json']);
    expect(`${resumed.stdout}${resumed.stderr}`).not.toMatch(/thinking block/i);
    expect(resumed.code).toBe(0);
    const opening = messagesOf(resumedServer.requests[0]);
    expect(opening.map((message) => message.role)).toEqual(['user']);
    expect(JSON.stringify(opening)).toContain('review the migration');
    expect(JSON.stringify(opening)).toContain('go on');
  });
});

describe('a private key split over two tool results', () => {
  it('cuts nothing out of the session or the stream-json output, and the session resumes', async () => {
    await mkdir(path.join(repo.root, 'fixtures'));
    await writeFile(
      path.join(repo.root, 'fixtures', 'head.pem'),
      '-----BEGIN RSA PRIVATE KEY-----\n(truncated fixture)\n',
    );
    await writeFile(
      path.join(repo.root, 'fixtures', 'tail.pem'),
      '(truncated fixture)\n-----END RSA PRIVATE KEY-----\n',
    );
    const keyBody = 'MIIEpAIBAAKCAQEAwholeKeyBodyThatMustNotLeak';
    await writeFile(
      path.join(repo.root, 'fixtures', 'whole.pem'),
      `-----BEGIN RSA PRIVATE KEY-----\n${keyBody}\n-----END RSA PRIVATE KEY-----\n`,
    );
    const server = await serve({
      name: 'pem',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          repeat_last: true,
          turns: [
            {
              text: 'Scanning for key material.',
              tool_use: [
                {
                  name: 'Grep',
                  input: { pattern: 'BEGIN [A-Z ]*PRIVATE KEY', output_mode: 'content' },
                },
                {
                  name: 'Grep',
                  input: { pattern: 'END [A-Z ]*PRIVATE KEY', output_mode: 'content' },
                },
                { name: 'Read', input: { file_path: 'fixtures/whole.pem' } },
              ],
            },
            { text: 'Found the key markers in fixtures; both are test keys.' },
          ],
        },
      ],
    });
    const first = await flotilla(server, ['-p', 'scan for keys', '--output-format', 'stream-json']);
    expect(first.code).toBe(0);

    // Every stream-json line is an event, and each tool call has its result there.
    const events = first.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; message?: Line });
    const streamed = (type: string) =>
      events.flatMap((event) => blocksOf(event.message).filter((block) => block.type === type));
    const callIds = streamed('tool_use').map((block) => block.id);
    expect(callIds).toHaveLength(3);
    expect(streamed('tool_result').map((block) => block.tool_use_id)).toEqual(callIds);
    expect(first.stdout).not.toContain(keyBody);

    // So does the session: the results of both Greps, the whole key redacted in the Read's.
    const [saved] = await sessions();
    expect(saved?.text).not.toContain(keyBody);
    // Each result is on a line of its own, in the order they were ready.
    const written = saved!.lines.flatMap((line) =>
      blocksOf(line).filter((block) => block.type === 'tool_result'),
    );
    const results = callIds.map((id) => written.find((block) => block.tool_use_id === id)!);
    expect(written).toHaveLength(3);
    expect(written.map((block) => block.tool_use_id).sort()).toEqual([...callIds].sort());
    const resultText = results.map((block) => JSON.stringify(block.content));
    expect(resultText[0]).toContain('head.pem');
    expect(resultText[1]).toContain('tail.pem');
    expect(resultText[2]).toContain(REDACTED);

    const resumed = await flotilla(server, ['-c', '-p', 'go on', '--format', 'json']);
    expect(`${resumed.stdout}${resumed.stderr}`).not.toMatch(/without `?tool_result/);
    expect(resumed.code).toBe(0);
  });
});

describe('a placeholder credential under eight characters (a local endpoint’s)', () => {
  it('is not redacted from the answer or the session, so --continue sends the conversation as it was', async () => {
    await writeFile(path.join(repo.root, 'README.md'), 'run ollama serve, then the test suite\n');
    const server = await serve({
      name: 'placeholder-credentials',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          repeat_last: true,
          turns: [
            { text: 'Reading.', tool_use: [{ name: 'Read', input: { file_path: 'README.md' } }] },
            { text: 'Start it with: ollama serve. The test suite passed.' },
          ],
        },
      ],
    });
    // Ollama's documented Claude Code setup, and a placeholder key.
    const run = (argv: string[]) =>
      runCliInProcess(['run', ...argv], {
        cwd: repo.root,
        env: {
          ...repo.env,
          HOME: repo.dir,
          ANTHROPIC_BASE_URL: server.url,
          ANTHROPIC_AUTH_TOKEN: 'ollama',
          ANTHROPIC_API_KEY: 'test',
        },
      });
    const first = await run(['-p', 'how do I start ollama?', '--output-format', 'text']);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe('Start it with: ollama serve. The test suite passed.\n');
    const [saved] = await sessions();
    expect(saved?.text).not.toContain(REDACTED);
    expect(saved?.text).toContain('how do I start ollama?');

    const resumed = await run(['-c', '-p', 'and then?', '--output-format', 'json']);
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({
      result: 'Start it with: ollama serve. The test suite passed.',
    });
    const sent = JSON.stringify(messagesOf(server.requests.at(-1)));
    expect(sent).not.toContain(REDACTED);
    for (const original of ['how do I start ollama?', 'run ollama serve', 'The test suite passed'])
      expect(sent).toContain(original);
  });
});

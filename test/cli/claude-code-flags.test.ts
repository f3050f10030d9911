import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess, type CliRun } from '../support/cli-in-process.js';
import {
  parseScenario,
  startScriptedServer,
  type ScenarioInput,
  type ScriptedServer,
} from '../../src/offline/index.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * Command lines written for `claude -p` (Claude Code 2.1.332, observed against a logging
 * server): each flag does what Claude Code does where Flotilla can, is taken with a notice where
 * leaving it out changes nothing the run does, and is refused, naming the difference, otherwise.
 */
const answers: ScenarioInput = {
  name: 'answers',
  agents: ['flotilla-lead', 'reviewer'].map((agent) => ({
    match: { agent },
    repeat_last: true,
    turns: [{ text: 'Done.' }],
  })),
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

async function flotilla(argv: string[]): Promise<CliRun> {
  server ??= await startScriptedServer({ scenario: parseScenario(answers) });
  return runCliInProcess(['run', ...argv], {
    cwd: repo.root,
    env: {
      ...repo.env,
      HOME: repo.dir,
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: 'sk-offline-test',
    },
  });
}

/** The lead's requests (the offline server records every request). */
function leadRequests(): Json[] {
  return (server?.requests ?? []).map((request) => request.body as Json);
}

function toolNames(body: Json | undefined): string[] {
  return ((body?.tools ?? []) as { name: string }[]).map((tool) => tool.name);
}

function lastUserText(body: Json | undefined): string {
  const messages = (body?.messages ?? []) as { role: string; content: unknown }[];
  const content = messages.at(-1)?.content;
  if (typeof content === 'string') return content;
  return ((content ?? []) as { type: string; text?: string }[])
    .map((block) => block.text ?? '')
    .join('\n');
}

function errorLines(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => line.startsWith('flotilla:') || line.startsWith('  '))
    .join('\n');
}

describe('claude -p command lines', () => {
  it.each([
    ['--output-format', 'stream-json', '--verbose'],
    ['--allowedTools', 'Read'],
    ['--disallowedTools', 'Bash'],
    ['--allowed-tools', 'Read', 'Edit'],
    ['--dangerously-skip-permissions'],
    ['--permission-mode', 'manual'],
    ['--session-id', '123e4567-e89b-12d3-a456-426614174000'],
    ['--no-session-persistence'],
    ['--fork-session'],
    ['--debug'],
    ['--system-prompt-file', 'a.txt'],
    ['--include-partial-messages'],
    ['--input-format', 'text'],
    ['--tools', 'Read'],
    ['--effort', 'auto'],
  ])('runs `-p hi %s`', async (...flags) => {
    const ran = await flotilla(['-p', 'hi', ...flags]);
    expect(errorLines(ran.stderr)).not.toMatch(/Unknown option|Unexpected argument|Invalid/);
    expect(ran.code).toBe(0);
  });

  it('takes the task as the argument after -p and its options, as `claude -p --output-format json "task"`', async () => {
    const ran = await flotilla(['-p', '--output-format', 'json', 'count the files']);
    expect(ran.code).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ type: 'result', result: 'Done.' });
    expect(lastUserText(leadRequests()[0])).toContain('count the files');
    const print = await flotilla(['--print', 'list them', '--output-format', 'text']);
    expect(print.stdout).toBe('Done.\n');
    expect(lastUserText(leadRequests().at(-1))).toContain('list them');
  });

  it('refuses two tasks, or words of one task left unquoted, naming them', async () => {
    const twice = await flotilla(['-p', 'one', 'two']);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain("Give the task once: -p 'one' and the argument 'two'");
    const words = await flotilla(['-p', '--output-format', 'text', 'fix', 'it']);
    expect(words.code).toBe(2);
    expect(words.stderr).toContain("The task is one argument; got 2: 'fix' 'it'.");
    expect(server?.requests ?? []).toHaveLength(0);
  });

  it('takes a space-separated list after --allowedTools, --disallowed-tools and --mcp-config, up to the next option', async () => {
    const mcp = path.join(repo.dir, 'a.json');
    const other = path.join(repo.dir, 'b.json');
    await writeFile(mcp, JSON.stringify({ mcpServers: {} }));
    await writeFile(other, JSON.stringify({ mcpServers: {} }));
    const ran = await flotilla([
      '-p',
      'hi',
      '--disallowed-tools',
      'Bash',
      'Write',
      '--mcp-config',
      mcp,
      other,
      '--allowedTools',
      'Read',
      'Edit',
      '--output-format',
      'text',
    ]);
    expect(ran.code).toBe(0);
    const tools = toolNames(leadRequests()[0]);
    expect(tools).toContain('Read');
    expect(tools).not.toContain('Bash');
    expect(tools).not.toContain('Write');
  });

  it('takes one value after --allowedTools=RULE, as Claude Code: the task after it stays the task', async () => {
    const ran = await flotilla(['-p', '--allowedTools=Read', 'say hi', '--output-format', 'text']);
    expect(ran.code).toBe(0);
    expect(lastUserText(leadRequests().at(-1))).toContain('say hi');
  });

  it('reads -cp as -c -p, as `claude -cp "task"`', async () => {
    await flotilla(['-p', 'first', '--output-format', 'text']);
    const ran = await flotilla(['-cp', '--output-format', 'text', 'say hi']);
    expect(ran.code, ran.stderr).toBe(0);
    expect(lastUserText(leadRequests().at(-1))).toContain('say hi');
  });

  it('reports an unknown option after a bare -p as an unknown option, not as the task', async () => {
    const ran = await flotilla(['-p', '--permission-prompt-tool', 'x', 'task']);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toMatch(/--permission-prompt-tool/);
    expect(ran.stderr).not.toContain('--prompt=--permission-prompt-tool');
    expect(server?.requests ?? []).toHaveLength(0);
  });

  it('--tools offers only the built-in tools named ("" none, default all)', async () => {
    await flotilla(['-p', 'hi', '--tools', 'Read,Grep']);
    expect(toolNames(leadRequests()[0]).sort()).toEqual(['Grep', 'Read']);
    await flotilla(['-p', 'hi', '--tools', 'default']);
    expect(toolNames(leadRequests()[1])).toEqual(expect.arrayContaining(['Bash', 'Agent', 'Read']));
    const unknown = await flotilla(['-p', 'hi', '--tools', 'Reed']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("--tools 'Reed' is not a built-in tool.");
  });

  it('--bare offers only Bash, Edit and Read, as Claude Code 2.1.332 does; --tools narrows them, --allowed-tools adds none', async () => {
    await flotilla(['-p', 'hi', '--bare']);
    expect(toolNames(leadRequests()[0]).sort()).toEqual(['Bash', 'Edit', 'Read']);
    await flotilla(['-p', 'hi', '--bare', '--tools', 'Bash,Read,Write,Grep']);
    expect(toolNames(leadRequests()[1]).sort()).toEqual(['Bash', 'Read']);
    await flotilla(['-p', 'hi', '--bare', '--allowed-tools', 'Write', '--tools', 'default']);
    expect(toolNames(leadRequests()[2]).sort()).toEqual(['Bash', 'Edit', 'Read']);
  });

  it('--verbose with --output-format json prints every event as one JSON array, as Claude Code does', async () => {
    const ran = await flotilla(['-p', 'hi', '--output-format', 'json', '--verbose']);
    expect(ran.code).toBe(0);
    expect(ran.stdout.trim().split('\n')).toHaveLength(1);
    const events = JSON.parse(ran.stdout) as Json[];
    expect(events[0]).toMatchObject({ type: 'system', subtype: 'init' });
    expect(events.at(-1)).toMatchObject({ type: 'result', result: 'Done.' });
    expect(events.some((event) => event.type === 'assistant')).toBe(true);
  });

  it('--dangerously-skip-permissions runs in bypassPermissions; --permission-mode manual is default', async () => {
    const bypass = await flotilla([
      '-p',
      'hi',
      '--dangerously-skip-permissions',
      '--output-format',
      'stream-json',
    ]);
    expect(JSON.parse(bypass.stdout.split('\n')[0] ?? '')).toMatchObject({
      permissionMode: 'bypassPermissions',
    });
    const manual = await flotilla([
      '-p',
      'hi',
      '--permission-mode',
      'manual',
      '--output-format',
      'stream-json',
    ]);
    expect(JSON.parse(manual.stdout.split('\n')[0] ?? '')).toMatchObject({
      permissionMode: 'default',
    });
  });

  it('refuses what Flotilla cannot do, naming the difference, before any request', async () => {
    for (const [flags, message] of [
      [['--permission-mode', 'auto'], "auto mode has Claude Code's safety classifier"],
      [
        ['--add-dir', '/tmp'],
        "--add-dir: Flotilla's file tools and Bash stay inside the repository",
      ],
      [['--fallback-model', 'sonnet'], '--fallback-model: Flotilla has no fallback model'],
      [
        ['--autocompact', '50000'],
        "Invalid --autocompact '50000'. Expected auto, or a window of at least 100k tokens (e.g. 500k, 200000, or 200 as shorthand for 200k).",
      ],
      [
        ['--input-format', 'stream-json'],
        '--input-format stream-json: Flotilla reads its prompt as text',
      ],
      [['--session-id', 'not-a-uuid'], "--session-id 'not-a-uuid' is not a UUID"],
    ] as const) {
      const ran = await flotilla(['-p', 'hi', ...flags]);
      expect(ran.code).toBe(2);
      expect(ran.stderr).toContain(message);
    }
    expect(server?.requests ?? []).toHaveLength(0);
  });

  it('says on stderr which flags it takes but ignores, and warns of an unknown --effort as Claude Code does', async () => {
    const ran = await flotilla([
      '-p',
      'hi',
      '--debug',
      '--include-partial-messages',
      '--effort',
      'auto',
    ]);
    expect(ran.code).toBe(0);
    expect(ran.stderr).toContain('flotilla: --debug is taken but changes nothing');
    expect(ran.stderr).toContain(
      'flotilla: --include-partial-messages is taken but changes nothing',
    );
    expect(ran.stderr).toContain("flotilla: warning: unknown --effort value 'auto'");
    // --debug takes the next argument that is no option as its filter, as Claude Code's does.
    const filter = await flotilla(['-p', 'hi', '--debug', 'api', '--output-format', 'text']);
    expect(filter.stdout).toBe('Done.\n');
  });

  it('--session-id names the run and its session, which --resume then finds; a used one is refused', async () => {
    const id = '123e4567-e89b-12d3-a456-426614174000';
    const first = await flotilla(['-p', 'hi', '--session-id', id, '--output-format', 'json']);
    expect(JSON.parse(first.stdout)).toMatchObject({ session_id: id });
    const resumed = await flotilla(['-p', 'again', '--resume', id, '--output-format', 'text']);
    expect(resumed.code).toBe(0);
    const again = await flotilla(['-p', 'hi', '--session-id', id]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`--session-id ${id} is already in use`);
  });

  it('refuses a --session-id an earlier run without a kept session named its branches after', async () => {
    server = await startScriptedServer({
      scenario: parseScenario({
        name: 'writes',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Write', input: { file_path: 'b.txt', content: 'b\n' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      }),
    });
    const id = '123e4567-e89b-12d3-a456-426614174001';
    const argv = ['-p', 'write b', '--session-id', id, '--no-session-persistence'];
    const first = await flotilla([...argv, '--permission-mode', 'acceptEdits']);
    expect(first.code, first.stderr).toBe(0);
    const again = await flotilla([...argv, '--permission-mode', 'acceptEdits']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`--session-id ${id} is already in use: an earlier run`);
    expect(again.stderr).toContain(`flotilla/checkout-${id}`);
  });

  it('--no-session-persistence keeps no session, even of a resumed conversation', async () => {
    const sessions = path.join(repo.root, '.git', 'flotilla', 'sessions');
    const list = async () => readdir(sessions).catch(() => [] as string[]);
    await flotilla(['-p', 'hi', '--no-session-persistence']);
    expect(await list()).toEqual([]);
    await flotilla(['-p', 'hi']);
    expect(await list()).toHaveLength(1);
    const resumed = await flotilla(['-p', 'more', '--continue', '--no-session-persistence']);
    expect(resumed.code).toBe(0);
    expect(await list()).toHaveLength(1);
  });
});

describe('--agent NAME, as Claude Code’s', () => {
  const reviewer = [
    '---',
    'name: reviewer',
    'description: Reviews code',
    'tools: Read, Grep',
    'model: haiku',
    '---',
    'You are REVIEWER_PROMPT, a careful code reviewer.',
    '',
  ].join('\n');

  it('runs the session as that agent: its prompt, its tools and its model (--lead is the same)', async () => {
    await mkdir(path.join(repo.root, '.claude', 'agents'), { recursive: true });
    await writeFile(path.join(repo.root, '.claude', 'agents', 'reviewer.md'), reviewer);
    for (const option of ['--agent', '--lead']) {
      const ran = await flotilla([
        '-p',
        'review a.txt',
        option,
        'reviewer',
        '--output-format',
        'json',
      ]);
      expect(ran.code, ran.stderr).toBe(0);
      expect(JSON.parse(ran.stdout)).toMatchObject({ result: 'Done.', incomplete: [] });
      const body = leadRequests().at(-1);
      expect(JSON.stringify(body?.system)).toContain('REVIEWER_PROMPT');
      // Its tools (and ReportFindings, which every Flotilla agent reports through), not the lead's.
      expect(toolNames(body).sort()).toEqual(['Grep', 'Read', 'ReportFindings']);
      expect(String(body?.model)).toMatch(/haiku/);
    }
    // --model still names the model, as with Claude Code's --agent.
    await flotilla(['-p', 'hi', '--agent', 'reviewer', '--model', 'sonnet']);
    expect(String(leadRequests().at(-1)?.model)).toMatch(/sonnet/);
  });

  it("--max-turns wins over the agent file's maxTurns, which wins over the default", async () => {
    const looper = ['---', 'name: looper', 'description: Loops', 'maxTurns: 3', '---', 'Loop.', ''];
    await mkdir(path.join(repo.root, '.claude', 'agents'), { recursive: true });
    await writeFile(path.join(repo.root, '.claude', 'agents', 'looper.md'), looper.join('\n'));
    server = await startScriptedServer({
      scenario: parseScenario({
        name: 'loops',
        agents: [
          {
            match: { agent: 'looper' },
            repeat_last: true,
            turns: [{ tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] }],
          },
        ],
      }),
    });
    const flagged = await flotilla(['-p', 'go', '--agent', 'looper', '--max-turns', '2']);
    expect(flagged.code).toBe(4);
    expect(leadRequests()).toHaveLength(2);
    const filed = await flotilla(['-p', 'go', '--agent', 'looper']);
    expect(filed.code).toBe(4);
    expect(leadRequests()).toHaveLength(2 + 3);
  });

  it('refuses two agents to run as, pointing to --fan-out for background agents', async () => {
    const ran = await flotilla(['-p', 'hi', '--agent', 'a', '--agent', 'b']);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain(
      "--agent (--lead) names the one agent the session runs as, as Claude Code's --agent does; got 'a', 'b'. To have the lead start several agents in the background, give --fan-out NAME for each.",
    );
  });

  it('--fan-out NAME has the lead start that agent in the background', async () => {
    const ran = await flotilla([
      '-p',
      'hi',
      '--fan-out',
      'general-purpose',
      '--output-format',
      'json',
    ]);
    // The scripted lead only answers: the agent it was asked to start never ran.
    expect(ran.code).toBe(5);
    expect(JSON.parse(ran.stdout)).toMatchObject({
      incomplete: [{ name: 'general-purpose', status: 'not_started' }],
    });
    expect(lastUserText(leadRequests()[0])).toContain('general-purpose');
  });
});

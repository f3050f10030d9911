import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startScriptedServer } from '../../src/offline/index.js';
import { runResultSchema, type RunResult } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import {
  startMinimalAnthropicServer,
  type MinimalTurn,
} from '../support/minimal-anthropic-server.js';
import { execWithoutInput } from '../support/exec-without-input.js';

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

const researcher = `---
name: researcher
description: Looks things up in the repository and answers in one line.
tools: Read, Grep, Glob
model: haiku
---

You research the repository and answer in one line.
`;

/** The session of issue #3's "Done when": read, grep, edit, delegate synchronously, answer. */
const lead: MinimalTurn[] = [
  {
    text: 'Reading the code first.',
    toolUse: [
      { name: 'Read', input: { file_path: 'src/greet.js' } },
      { name: 'Grep', input: { pattern: 'TODO', output_mode: 'content', '-n': true } },
    ],
  },
  {
    toolUse: [
      {
        name: 'Edit',
        input: { file_path: 'src/greet.js', old_string: "'Hello'", new_string: "'Hello, world'" },
      },
    ],
  },
  {
    toolUse: [
      {
        name: 'Agent',
        input: {
          run_in_background: false,
          description: 'Find greeting callers',
          subagent_type: 'researcher',
          prompt: 'Which files call greet()?',
        },
      },
    ],
  },
  { text: 'Done: the greeting now says Hello, world; the researcher found one caller.' },
];
const subagent: MinimalTurn[] = [
  {
    toolUse: [{ name: 'Grep', input: { pattern: 'greet\\(', output_mode: 'files_with_matches' } }],
  },
  { text: 'src/main.js calls greet().' },
];

function scenarioYaml(): string {
  const turns = (list: MinimalTurn[]) =>
    list.map((turn) => ({
      ...(turn.text ? { text: turn.text } : {}),
      tool_use: turn.toolUse ?? [],
    }));
  return JSON.stringify({
    name: 'cli-e2e',
    agents: [
      { match: { agent: 'researcher' }, turns: turns(subagent) },
      { match: { agent: 'flotilla-lead' }, turns: turns(lead) },
    ],
  });
}

describe('flotilla run (built CLI as a process)', () => {
  let repo: TempRepo;

  beforeEach(async () => {
    repo = await createTempRepo({
      files: {
        'src/greet.js': "export const greet = () => 'Hello';\n// TODO: localise\n",
        'src/main.js': "import { greet } from './greet.js';\nconsole.log(greet());\n",
        '.claude/agents/researcher.md': researcher,
      },
    });
  });
  afterEach(async () => repo.cleanup());

  async function run(args: string[], env: Record<string, string> = {}) {
    try {
      const { stdout, stderr } = await exec(process.execPath, [cli, 'run', ...args], {
        cwd: repo.root,
        env: { PATH: process.env.PATH ?? '', HOME: repo.dir, ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
    }
  }

  async function expectSessionWorked(output: { code: number; stdout: string; stderr: string }) {
    expect(output.stderr).not.toMatch(/internal error/i);
    expect(output.code).toBe(0);
    const result: RunResult = runResultSchema.parse(JSON.parse(output.stdout));
    expect(result.conclusion).toBe('success');
    expect(result.final_text).toMatch(/Hello, world/);
    expect(result.agents.map((agent) => [agent.name, agent.status])).toEqual([
      ['flotilla-lead', 'completed'],
      ['researcher', 'completed'],
    ]);
    expect(result.agents[0]?.turns).toBe(4);
    expect(result.agents[1]?.turns).toBe(2);
    expect(await readFile(path.join(repo.root, 'src/greet.js'), 'utf8')).toContain(
      "'Hello, world'",
    );
    return result;
  }

  it('completes a scripted session against the offline server (--scenario)', async () => {
    const scenario = path.join(repo.dir, 'scenario.json');
    await writeFile(scenario, scenarioYaml());
    const output = await run([
      '--prompt',
      'Fix the greeting',
      '--permission-mode',
      'acceptEdits',
      '--scenario',
      scenario,
      '--format',
      'json',
      '--output',
      path.join(repo.dir, 'out'),
    ]);
    await expectSessionWorked(output);
    const written = runResultSchema.parse(
      JSON.parse(await readFile(path.join(repo.dir, 'out', 'results.json'), 'utf8')),
    );
    expect(written.agents).toHaveLength(2);
    expect(await readFile(path.join(repo.dir, 'out', 'review.md'), 'utf8')).toMatch(/researcher/);
  });

  it('completes the same session against an independently written server (ANTHROPIC_BASE_URL)', async () => {
    const server = await startMinimalAnthropicServer({
      'flotilla-lead': lead,
      researcher: subagent,
    });
    try {
      const output = await run(
        ['--prompt', 'Fix the greeting', '--permission-mode', 'acceptEdits', '--format', 'json'],
        {
          ANTHROPIC_BASE_URL: server.url,
          ANTHROPIC_API_KEY: 'sk-ant-test-key-for-the-minimal-server',
        },
      );
      await expectSessionWorked(output);
      // The subagent's tool result reached the model: its second request carries the Grep output.
      expect(JSON.stringify(server.requests)).toContain('src/main.js');
    } finally {
      await server.close();
    }
  });

  it('ends with its own conclusion and exit code 4 when the turn limit is reached', async () => {
    const scenario = path.join(repo.dir, 'scenario.json');
    await writeFile(scenario, scenarioYaml());
    const output = await run([
      '--prompt',
      'Fix the greeting',
      '--scenario',
      scenario,
      '--format',
      'json',
      '--max-turns',
      '2',
    ]);
    expect(output.code).toBe(4);
    const result = runResultSchema.parse(JSON.parse(output.stdout));
    expect(result.conclusion).toBe('max_turns');
    expect(result.agents[0]?.turns).toBe(2);
  });

  it('fails fast with exit code 3 when the API rejects the key, and never retries', async () => {
    const server = await startScriptedServer({
      scenario: {
        name: 'bad-key',
        agents: [
          {
            turns: [
              {
                error: { status: 401, type: 'authentication_error', message: 'invalid x-api-key' },
              },
            ],
          },
        ],
      },
    });
    try {
      const output = await run(['--prompt', 'hi'], {
        ANTHROPIC_BASE_URL: server.url,
        ANTHROPIC_API_KEY: 'sk-ant-wrong',
      });
      expect(output.code).toBe(3);
      expect(output.stderr).toMatch(/401/);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('explains a missing API key (exit 2) and an unknown agent', async () => {
    const noKey = await run(['--prompt', 'hi']);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toMatch(/ANTHROPIC_API_KEY/);
    const scenario = path.join(repo.dir, 'scenario.json');
    await writeFile(scenario, scenarioYaml());
    // --agent names the agent the session runs as (Claude Code's flag), --fan-out one to start.
    const unknown = await run(['--prompt', 'hi', '--agent', 'reseacher', '--scenario', scenario]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown lead agent 'reseacher'/);
    expect(unknown.stderr).toMatch(/researcher/);
    const fanOut = await run(['--prompt', 'hi', '--fan-out', 'reseacher', '--scenario', scenario]);
    expect(fanOut.code).toBe(2);
    expect(fanOut.stderr).toMatch(/Unknown agent 'reseacher'/);
    expect(fanOut.stderr).toMatch(/researcher/);
  });
});

describe('flotilla run permissions', () => {
  it('denies an edit in the default mode and tells the model which setting allows it', async () => {
    const repo = await createTempRepo({ files: { 'a.txt': 'one\n' } });
    const server = await startScriptedServer({
      scenario: {
        name: 'denied-edit',
        agents: [
          {
            turns: [
              { tool_use: [{ name: 'Write', input: { file_path: 'a.txt', content: 'two\n' } }] },
              { text: 'Could not write.' },
            ],
          },
        ],
      },
    });
    try {
      const { stdout } = await exec(
        process.execPath,
        [cli, 'run', '--prompt', 'write', '--format', 'json'],
        {
          cwd: repo.root,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: repo.dir,
            ANTHROPIC_BASE_URL: server.url,
            ANTHROPIC_API_KEY: 'sk-ant-x',
          },
        },
      );
      expect(runResultSchema.parse(JSON.parse(stdout)).conclusion).toBe('success');
      expect(await readFile(path.join(repo.root, 'a.txt'), 'utf8')).toBe('one\n');
      const second = JSON.stringify(server.requests[1]?.body);
      expect(second).toContain('"is_error":true');
      expect(second).toMatch(/permission[_-]mode|allowed[_-]tools/);
    } finally {
      await server.close();
      await repo.cleanup();
    }
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIncompleteSection } from '../../src/publish/agent-notes.js';
import {
  agentFile,
  cleanupRuns,
  requestMessages,
  run,
  toolResults,
  type FinishedRun,
} from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');

afterEach(cleanupRuns);

/** An agent whose frontmatter declares its own stdio server, `inline`. */
const inlineAgent = (background: boolean) =>
  [
    '---',
    'name: inline-user',
    'description: Uses its own MCP server.',
    // In the background it also works in a worktree of its own, where its server starts.
    ...(background ? ['background: true', 'isolation: worktree'] : []),
    'mcpServers:',
    '  - inline:',
    '      command: node',
    `      args: [${JSON.stringify(serverScript)}, inline]`,
    '      env:',
    '        MCP_TEST_PID_FILE: ${PIDFILE}',
    '---',
    '',
    'You use the inline server.',
    '',
  ].join('\n');

/** The project's `.mcp.json` server `project`, enabled by the project settings. */
const projectFiles = {
  '.mcp.json': JSON.stringify({
    mcpServers: {
      project: {
        command: 'node',
        args: [serverScript, 'project'],
        env: { MCP_TEST_PID_FILE: '${PIDFILE}', MCP_TEST_GREETING: '${GREETING:-hello}' },
      },
    },
  }),
  '.claude/settings.json': JSON.stringify({ enabledMcpjsonServers: ['project'] }),
};

const echo = (tool: string, text: string) => ({
  tool_use: [{ name: tool, input: { text } }],
});

function scenario(background: boolean) {
  return {
    name: 'mcp',
    agents: [
      {
        match: { agent: 'flotilla-lead' },
        turns: [
          {
            tool_use: ['inline-user', 'project-user'].map((type) => ({
              name: 'Agent',
              input: {
                description: `Run ${type}`,
                prompt: 'Call your tool.',
                subagent_type: type,
                ...(background ? { run_in_background: true } : {}),
              },
            })),
          },
          { text: 'Done.' },
        ],
        repeat_last: true,
      },
      {
        match: { agent: 'inline-user' },
        turns: [echo('mcp__inline__echo', 'from inline'), { text: 'inline done' }],
      },
      {
        match: { agent: 'project-user' },
        turns: [echo('mcp__project__echo', 'from project'), { text: 'project done' }],
      },
    ],
  };
}

async function pidsOf(file: string): Promise<number[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The text of the MCP tool's result in the agent's second request. */
function mcpResult(finished: FinishedRun, agent: string) {
  const [, second] = finished.requestsOf(agent);
  return toolResults(requestMessages(second).at(-1))[0];
}

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function runBoth(
  background: boolean,
  extra: { mcpConfigs?: string[]; strictMcpConfig?: boolean } = {},
) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-'));
  temporary.push(dir);
  const pidFile = path.join(dir, 'pids');
  const finished = await run({
    scenario: scenario(background),
    agents: {
      'inline-user': inlineAgent(background),
      'project-user': agentFile('project-user', background ? { background: true } : {}),
    },
    files: projectFiles,
    config: {
      trustProject: true,
      allowedTools: ['mcp__inline', 'mcp__project__echo'],
      ...(extra.mcpConfigs ? { mcpConfigs: extra.mcpConfigs } : {}),
      ...(extra.strictMcpConfig ? { strictMcpConfig: true } : {}),
    },
    mcpVariables: { PIDFILE: pidFile, ANTHROPIC_API_KEY: 'sk-ant-secret-never-passed' },
  });
  return { finished, pidFile };
}

describe.each([false, true])('MCP servers in a scripted run (background: %s)', (background) => {
  it('an inline server and a .mcp.json server each answer their agent, and none is left running', async () => {
    const { finished, pidFile } = await runBoth(background);
    expect(finished.result.conclusion, finished.logs.join('\n')).toBe('success');

    const inline = mcpResult(finished, 'inline-user');
    expect(inline?.isError, inline?.text).toBe(false);
    expect(inline?.text).toContain("inline echoes 'from inline'");
    const project = mcpResult(finished, 'project-user');
    expect(project?.isError, project?.text).toBe(false);
    expect(project?.text).toContain("project echoes 'from project'");
    // ${GREETING:-hello} took its default; the API key, never named by the configuration, is absent.
    expect(project?.text).toContain('MCP_TEST_GREETING=hello');
    expect(project?.text).toContain('ANTHROPIC_API_KEY=)');
    // The project server starts in the repository; the inline one in its agent's working tree.
    expect(project?.text).toContain(`from ${finished.repo.root} `);
    const worktree = finished.result.agents.find((entry) => entry.name === 'inline-user')?.worktree;
    if (background) {
      expect(worktree).toBeDefined();
      expect(inline?.text).toContain(`from ${worktree} `);
    } else {
      expect(inline?.text).toContain(`from ${finished.repo.root} `);
    }

    // The tools reach the model as mcp__<server>__<tool> with the server's input schema.
    const [first] = finished.requestsOf('project-user');
    const tools = (first?.body as { tools: Array<{ name: string; input_schema: unknown }> }).tools;
    expect(tools.find((tool) => tool.name === 'mcp__project__echo')?.input_schema).toMatchObject({
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
    });
    // The project server is shared: started once for the run, plus one inline server.
    const pids = await pidsOf(pidFile);
    expect(pids).toHaveLength(2);
    expect(pids.filter(alive)).toEqual([]);
  });
});

describe('--strict-mcp-config', () => {
  it("starts no agent's inline server, as Claude Code 2.1.332 skips frontmatter servers under it", async () => {
    const projectServer = JSON.parse(projectFiles['.mcp.json']) as unknown;
    const { finished, pidFile } = await runBoth(false, {
      mcpConfigs: [JSON.stringify(projectServer)],
      strictMcpConfig: true,
    });
    // The --mcp-config server answers; the agent's own server never started.
    expect(mcpResult(finished, 'project-user')?.text).toContain("project echoes 'from project'");
    const inline = mcpResult(finished, 'inline-user');
    expect(inline?.isError).toBe(true);
    expect(inline?.text).not.toContain('inline echoes');
    expect(await pidsOf(pidFile)).toHaveLength(1);
    expect(finished.logs).toContain(
      "warning: agent 'inline-user' declares inline MCP server 'inline', which does not start under --strict-mcp-config (only the --mcp-config servers run); it runs without it.",
    );
  });
});

describe('--bare', () => {
  it('starts no .mcp.json server, only --mcp-config ones, as Claude Code 2.1.332 --bare does', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-'));
    temporary.push(dir);
    const pidFile = path.join(dir, 'pids');
    const given = JSON.stringify({
      mcpServers: {
        given: {
          command: 'node',
          args: [serverScript, 'given'],
          env: { MCP_TEST_PID_FILE: pidFile },
        },
      },
    });
    const finished = await run({
      scenario: {
        name: 'bare',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              echo('mcp__given__echo', 'x'),
              echo('mcp__project__echo', 'y'),
              { text: 'Done.' },
            ],
          },
        ],
      },
      files: projectFiles,
      config: { bare: true, mcpConfigs: [given], allowedTools: ['mcp__given', 'mcp__project'] },
      mcpVariables: { PIDFILE: pidFile },
    });
    const [, second, third] = finished.requestsOf('flotilla-lead');
    const resultOf = (request: typeof second) => toolResults(requestMessages(request).at(-1))[0];
    expect(resultOf(second)?.text).toContain("given echoes 'x'");
    // The project's server never started: its tool is unknown.
    expect(resultOf(third)?.isError).toBe(true);
    expect(await pidsOf(pidFile)).toHaveLength(1);
  });
});

describe('MCP servers that cannot be used', () => {
  it('a server that fails to start is a warning and an incomplete entry naming it, and the run goes on with the others', async () => {
    const broken = JSON.stringify({
      mcpServers: {
        broken: {
          command: 'node',
          args: [serverScript, 'broken'],
          env: { MCP_TEST_FAIL_START: '1' },
        },
      },
    });
    const { finished } = await runBoth(false, { mcpConfigs: [broken] });
    // The agents ran without its tools: never success, and the results say which server and why.
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.incomplete).toEqual([
      {
        name: 'MCP server broken',
        agent_id: '',
        status: 'not_started',
        reason: expect.stringMatching(
          /^did not start \(--mcp-config #1 \(inline JSON\)\), so the agents ran without its tools: .*refusing to start/,
        ),
      },
    ]);
    expect(finished.result.agents.every((agent) => agent.status === 'completed')).toBe(true);
    // The summaries (terminal report, job summary, review body) name it, without an agent id.
    expect(renderIncompleteSection(finished.result)).toContain(
      '- MCP server broken — not_started — did not start (--mcp-config',
    );
    expect(finished.logs.join('\n')).toMatch(
      /warning: MCP server 'broken' .*did not start, so its tools are missing: .*refusing to start/,
    );
    expect(mcpResult(finished, 'project-user')?.text).toContain("project echoes 'from project'");
  });

  it('a .mcp.json server whose entry is invalid is reported as one that did not start, naming the file and the field', async () => {
    const finished = await run({
      scenario: {
        name: 'invalid-entry',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
      },
      files: { '.mcp.json': JSON.stringify({ mcpServers: { bad: { command: 42 } } }) },
      config: { trustProject: true },
    });
    const file = path.join(finished.repo.root, '.mcp.json');
    // Claude Code 2.1.332 skips it without a word (exit 0); the run here went without a server
    // it was configured with, and says so: partial (exit 5), as for a server that fails to start.
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.incomplete).toEqual([
      {
        name: 'MCP server bad',
        agent_id: '',
        status: 'not_started',
        reason: `did not start (${file}), so the agents ran without its tools: its entry is not valid: "command" is a number; expected a string`,
      },
    ]);
    expect(finished.logs.join('\n')).toContain(
      `warning: MCP server 'bad' (${file}) not started, so its tools are missing: its entry is not valid: "command" is a number; expected a string.`,
    );
  });

  it('a trusted workspace starts a .mcp.json server no setting enables, as claude -p 2.1.332 does, but never a disabled one', async () => {
    const runWith = async (settings: Record<string, unknown> | undefined) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-'));
      temporary.push(dir);
      const finished = await run({
        scenario: {
          name: 'unapproved',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              turns: [echo('mcp__project__echo', 'x'), { text: 'Done.' }],
            },
          ],
        },
        files: {
          '.mcp.json': projectFiles['.mcp.json'],
          ...(settings ? { '.claude/settings.json': JSON.stringify(settings) } : {}),
        },
        config: { trustProject: true, allowedTools: ['mcp__project'] },
        mcpVariables: { PIDFILE: path.join(dir, 'pids') },
      });
      return { finished, pids: await pidsOf(path.join(dir, 'pids')) };
    };
    // No approval anywhere; enableAllProjectMcpServers false does not hold it back either.
    for (const settings of [undefined, { enableAllProjectMcpServers: false }]) {
      const { finished, pids } = await runWith(settings);
      expect(finished.result.conclusion, finished.logs.join('\n')).toBe('success');
      expect(pids).toHaveLength(1);
      expect(mcpResult(finished, 'flotilla-lead')?.text).toContain("project echoes 'x'");
      expect(finished.logs.join('\n')).not.toContain('not started');
    }
    const disabled = await runWith({ disabledMcpjsonServers: ['project'] });
    expect(disabled.pids).toEqual([]);
    expect(mcpResult(disabled.finished, 'flotilla-lead')?.isError).toBe(true);
  });

  it('an untrusted workspace starts no .mcp.json server its own settings enable, with a notice saying how', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-'));
    temporary.push(dir);
    const finished = await run({
      scenario: {
        name: 'untrusted',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [echo('mcp__project__echo', 'x'), { text: 'Done.' }],
          },
        ],
      },
      // The repository's settings enable it: not theirs to grant until the workspace is trusted.
      files: projectFiles,
      config: { trustProject: false, allowedTools: ['mcp__project'] },
      mcpVariables: { PIDFILE: path.join(dir, 'pids') },
    });
    expect(finished.logs.join('\n')).toContain(
      "notice: .mcp.json server 'project' not started: this workspace has not been trusted, so only a project server your own settings enable starts",
    );
    expect(await pidsOf(path.join(dir, 'pids'))).toEqual([]);
  });

  it('applies permission rules and hook matchers to mcp__<server>__<tool> names', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-'));
    temporary.push(dir);
    const settings = {
      enabledMcpjsonServers: ['project'],
      hooks: {
        PreToolUse: [
          {
            matcher: 'mcp__project__.*',
            hooks: [
              {
                type: 'command',
                command:
                  "grep -q 'forbidden' && { echo 'forbidden text is blocked' >&2; exit 2; } || exit 0",
              },
            ],
          },
        ],
      },
    };
    const finished = await run({
      scenario: {
        name: 'rules',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              echo('mcp__project__echo', 'forbidden'),
              echo('mcp__project__echo', 'fine'),
              { tool_use: [{ name: 'mcp__project__fail', input: {} }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
      files: {
        '.mcp.json': projectFiles['.mcp.json'],
        '.claude/settings.json': JSON.stringify(settings),
      },
      config: { trustProject: true, allowedTools: ['mcp__project__echo'] },
      mcpVariables: { PIDFILE: path.join(dir, 'pids') },
    });
    const results = finished
      .requestsOf('flotilla-lead')
      .slice(1)
      .map((request) => toolResults(requestMessages(request).at(-1))[0]);
    expect(results[0]).toMatchObject({ isError: true });
    expect(results[0]?.text).toContain('forbidden text is blocked');
    expect(results[1]).toMatchObject({ isError: false });
    expect(results[1]?.text).toContain("project echoes 'fine'");
    // Only mcp__project__echo is allowed: the server's other tools need a rule of their own.
    expect(results[2]).toMatchObject({ isError: true });
    expect(results[2]?.text).toContain('mcp__project__fail');
    expect(results[2]?.text).not.toContain('it failed on purpose');
  });
});

describe('hooks on MCP tools', () => {
  it("tells hooks an MCP tool's server and result blocks, and lets a PostToolUse hook replace what the model reads of an MCP tool only", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-'));
    temporary.push(dir);
    const answer = (field: string, value: unknown) =>
      `echo '${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', [field]: value } })}'`;
    const replace = [
      'input=$(cat); case "$input" in',
      `*SECRET-token*) ${answer('updatedMCPToolOutput', [{ type: 'text', text: '[REDACTED]' }])};;`,
      `*TOOLOUT*|*SECRET-bash*) ${answer('updatedToolOutput', '[REDACTED TOO]')};;`,
      'esac',
    ].join('\n');
    const log = 'cat >> "$CLAUDE_PROJECT_DIR/hooks.log"; echo >> "$CLAUDE_PROJECT_DIR/hooks.log"';
    const settings = {
      enabledMcpjsonServers: ['project'],
      hooks: {
        PreToolUse: [{ hooks: [{ type: 'command', command: log }] }],
        PostToolUse: [
          { hooks: [{ type: 'command', command: log }] },
          { hooks: [{ type: 'command', command: replace }] },
        ],
      },
    };
    const finished = await run({
      scenario: {
        name: 'mcp-hooks',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              echo('mcp__project__echo', 'SECRET-token'),
              echo('mcp__project__echo', 'TOOLOUT'),
              { tool_use: [{ name: 'Bash', input: { command: 'echo SECRET-bash' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
      files: {
        '.mcp.json': projectFiles['.mcp.json'],
        '.claude/settings.json': JSON.stringify(settings),
      },
      config: { trustProject: true, allowedTools: ['mcp__project__echo', 'Bash(echo:*)'] },
      mcpVariables: { PIDFILE: path.join(dir, 'pids') },
    });
    const results = finished
      .requestsOf('flotilla-lead')
      .slice(1)
      .map((request) => toolResults(requestMessages(request).at(-1))[0]);
    // Observed on Claude Code 2.1.332: both fields replace an MCP tool's output, neither a Bash
    // or Read result.
    expect(results[0]?.text).toBe('[REDACTED]');
    expect(results[1]?.text).toBe('[REDACTED TOO]');
    expect(results[2]?.text).toContain('SECRET-bash');
    expect(finished.logs.join('\n')).toMatch(
      /gave updatedMCPToolOutput or updatedToolOutput for Bash; ignored: only an MCP tool's output can be replaced/,
    );
    const inputs = (await readFile(path.join(finished.repo.root, 'hooks.log'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const [pre, post] = inputs.filter((input) => input.tool_name === 'mcp__project__echo');
    // As Claude Code 2.1.332 sends them: the server with its scope, and the content blocks.
    expect(pre?.mcp_server).toEqual({ name: 'project', source: 'project' });
    expect(post?.hook_event_name).toBe('PostToolUse');
    expect(post?.mcp_server).toEqual({ name: 'project', source: 'project' });
    expect(post?.tool_response).toEqual([
      { type: 'text', text: expect.stringContaining("project echoes 'SECRET-token'") },
    ]);
    const bash = inputs.filter((input) => input.tool_name === 'Bash');
    expect(bash).toHaveLength(2);
    expect(bash[0]).not.toHaveProperty('mcp_server');
  });

  it('gives a PostToolUse hook the whole of a large MCP result, and saves only what the model reads', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-'));
    temporary.push(dir);
    const redacted = JSON.stringify({
      hookSpecificOutput: { hookEventName: 'PostToolUse', updatedMCPToolOutput: '[REDACTED]' },
    });
    // The secret sits past the 2 KB preview and the 50,000 characters a result may have inline.
    // (Spelt in two parts, so that the settings file does not hold the secret's text itself.)
    const hook = `input=$(cat); case "$input" in *SECRET-"deep"*) echo '${redacted}';; esac`;
    const finished = await run({
      scenario: {
        name: 'mcp-large-redacted',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              echo('mcp__project__echo', `${'x'.repeat(60_000)} SECRET-deep`),
              echo('mcp__project__echo', `${'y'.repeat(60_000)} harmless`),
              { text: 'Done.' },
            ],
          },
        ],
      },
      files: {
        '.mcp.json': projectFiles['.mcp.json'],
        '.claude/settings.json': JSON.stringify({
          enabledMcpjsonServers: ['project'],
          hooks: { PostToolUse: [{ hooks: [{ type: 'command', command: hook }] }] },
        }),
      },
      config: { trustProject: true, allowedTools: ['mcp__project__echo'] },
      mcpVariables: { PIDFILE: path.join(dir, 'pids') },
    });
    const [first = '', second = ''] = finished
      .requestsOf('flotilla-lead')
      .slice(1)
      .map((request) => toolResults(requestMessages(request).at(-1))[0]?.text ?? '');
    expect(first).toBe('[REDACTED]');
    // A result no hook replaced is still saved whole and shown as a preview, as Claude Code does.
    expect(second).toMatch(/^<persisted-output>\nOutput too large/);
    const saved = second.match(/Full output saved to: (\S+)/)?.[1];
    expect(await readFile(saved!, 'utf8')).toContain('harmless');
    // Nothing on disk holds the redacted secret.
    const grep = spawnSync('grep', ['-rl', 'SECRET-deep', finished.stateDir, finished.repo.root], {
      encoding: 'utf8',
    });
    expect(
      grep.stdout.split('\n').filter((file) => file && !file.includes('/transcripts/')),
    ).toEqual([]);
  });
});

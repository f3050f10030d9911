import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, run } from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');

const temporary: string[] = [];
afterEach(cleanupRuns);
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("an MCP server's environment", () => {
  it('holds CLAUDE_PROJECT_DIR, the repository, as under Claude Code (and as hooks get it)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-env-'));
    temporary.push(dir);
    const seen = path.join(dir, 'project-dir');
    const finished = await run({
      scenario: {
        name: 'mcp-environment',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
      },
      files: {
        '.mcp.json': JSON.stringify({
          mcpServers: {
            project: {
              command: 'sh',
              args: [
                '-c',
                'printf %s "$CLAUDE_PROJECT_DIR" > "$SEEN"; exec node "$0" project',
                serverScript,
              ],
              env: { SEEN: '${SEEN}' },
            },
          },
        }),
        '.claude/settings.json': JSON.stringify({ enabledMcpjsonServers: ['project'] }),
      },
      config: { trustProject: true },
      mcpVariables: { SEEN: seen },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(await readFile(seen, 'utf8')).toBe(finished.repo.root);
  });

  /** A server that writes `$NAME` of its environment to `$SEEN`/NAME, then serves. */
  function recordingServer(names: readonly string[], env: Record<string, string>) {
    const writes = names.map((name) => `printf %s "$${name}" > "$SEEN/${name}"`).join('; ');
    return {
      command: 'sh',
      args: ['-c', `${writes}; exec node "$0" recorder`, serverScript],
      env: { SEEN: '${SEEN}', ...env },
    };
  }

  it("expands ${VAR} from the trusted settings' env, credentials included, as Claude Code 2.1.332 does", async () => {
    const seen = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-env-'));
    temporary.push(seen);
    const finished = await run({
      scenario: {
        name: 'mcp-settings-variables',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
      },
      config: {
        settings: JSON.stringify({
          env: { MY_SVC_TOKEN: 'tok-from-user-settings-123', PLAIN_SETTING: 'plainvalue' },
        }),
        mcpConfigs: [
          JSON.stringify({
            mcpServers: {
              recorder: recordingServer(['TOKEN', 'P', 'PLAIN_SETTING', 'MY_SVC_TOKEN'], {
                TOKEN: '${MY_SVC_TOKEN}',
                P: '${PLAIN_SETTING}',
              }),
            },
          }),
        ],
      },
      mcpVariables: { SEEN: seen },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(finished.logs.join('\n')).not.toContain('not started');
    expect(await readFile(path.join(seen, 'TOKEN'), 'utf8')).toBe('tok-from-user-settings-123');
    expect(await readFile(path.join(seen, 'P'), 'utf8')).toBe('plainvalue');
    // Inherited like any tool's environment: the settings' plain values, never a credential.
    expect(await readFile(path.join(seen, 'PLAIN_SETTING'), 'utf8')).toBe('plainvalue');
    expect(await readFile(path.join(seen, 'MY_SVC_TOKEN'), 'utf8')).toBe('');
  });

  it("in an untrusted checkout, takes the user's settings' env but not the repository's own", async () => {
    const seen = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-env-'));
    temporary.push(seen);
    const finished = await run({
      scenario: {
        name: 'mcp-untrusted-settings-variables',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
      },
      files: {
        '.claude/settings.json': JSON.stringify({
          env: { FROM_REPOSITORY: 'checkout-value', PLAIN_SETTING: 'checkout-plain' },
        }),
      },
      config: {
        trustProject: false,
        settings: JSON.stringify({ env: { PLAIN_SETTING: 'user-plain' } }),
        mcpConfigs: [
          JSON.stringify({
            mcpServers: {
              user: recordingServer(['PLAIN_SETTING', 'FROM_REPOSITORY'], {}),
              steered: recordingServer([], { R: '${FROM_REPOSITORY}' }),
            },
          }),
        ],
      },
      mcpVariables: { SEEN: seen },
    });
    expect(await readFile(path.join(seen, 'PLAIN_SETTING'), 'utf8')).toBe('user-plain');
    expect(await readFile(path.join(seen, 'FROM_REPOSITORY'), 'utf8')).toBe('');
    expect(finished.logs.join('\n')).toContain(
      "MCP server 'steered' (#1 (inline JSON)) not started: ${FROM_REPOSITORY} is not set",
    );
  });
});

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
});

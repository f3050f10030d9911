import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { execWithoutInput } from '../support/exec-without-input.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { startMcpHttpServer } from '../support/mcp-http-server.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

let repo: TempRepo | undefined;
let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  await repo?.cleanup();
});

describe('what a run of the built CLI loads', () => {
  it('a one-turn run against a model server in another process loads neither Node’s undici, nor its web streams, nor its ES module loader', async () => {
    repo = await createTempRepo();
    server = await startScriptedServer({
      scenario: {
        name: 'one-turn',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Nothing to do.' }] }],
      },
    });
    // Node's builtin modules this process loaded, written as it exits.
    const preload = path.join(repo.dir, 'loaded-modules.cjs');
    const loadedFile = path.join(repo.dir, 'loaded.txt');
    await writeFile(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loadedFile)}, process.moduleLoadList.join('\\n')));\n`,
    );
    await execWithoutInput(
      process.execPath,
      ['--require', preload, cli, 'run', '--prompt', 'Say so.', '--base-url', server.url],
      {
        cwd: repo.root,
        env: { ...repo.env, HOME: repo.dir, ANTHROPIC_API_KEY: 'sk-ant-offline' },
      },
    );
    expect(server.requests).toHaveLength(1);
    const loaded = (await readFile(loadedFile, 'utf8')).split('\n');
    // The model client's fetch is node:http's (src/platform/http-fetch.ts), its bodies Node
    // streams, and the process's Headers Flotilla's (src/platform/fetch-globals.ts): loading undici
    // costs 15–20 ms of start, web streams about 3.
    expect(loaded).toContain('NativeModule http');
    expect(loaded).not.toContain('NativeModule internal/deps/undici/undici');
    expect(loaded).not.toContain('NativeModule internal/webstreams/readablestream');
    // Its entry is CommonJS (scripts/build.mjs): Node's ES module loader is not set up (4 ms).
    expect(loaded).not.toContain('NativeModule internal/modules/esm/module_job');
  });

  it('an MCP server over HTTP still works in the CLI’s process, whose Headers is Flotilla’s', async () => {
    repo = await createTempRepo();
    const mcp = await startMcpHttpServer();
    try {
      server = await startScriptedServer({
        scenario: {
          name: 'mcp-over-http',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                { tool_use: [{ name: 'mcp__web__echo', input: { text: 'over http' } }] },
                { text: 'The server said: {{tool_result:1}}' },
              ],
            },
          ],
        },
      });
      const { stdout } = await execWithoutInput(
        process.execPath,
        [
          cli,
          'run',
          '--prompt',
          'Echo.',
          '--base-url',
          server.url,
          '--mcp-config',
          JSON.stringify({ mcpServers: { web: { type: 'http', url: `${mcp.url}` } } }),
          '--allowedTools',
          'mcp__web__echo',
          '--output-format',
          'json',
        ],
        {
          cwd: repo.root,
          env: { ...repo.env, HOME: repo.dir, ANTHROPIC_API_KEY: 'sk-ant-offline' },
        },
      );
      expect((JSON.parse(stdout) as { result: string }).result).toBe(
        "The server said: http echoes 'over http'",
      );
      expect(mcp.headers.length).toBeGreaterThan(0);
    } finally {
      await mcp.close();
    }
  });
});

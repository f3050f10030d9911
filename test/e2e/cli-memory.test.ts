import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { execWithoutInput } from '../support/exec-without-input.js';

/** The memory, prompt and effort options through the built CLI, seen from the requests it sends. */

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

interface Body {
  system: { text: string }[];
  output_config?: { effort?: string };
  messages: { role: string; content: string | { type: string; text?: string }[] }[];
}

describe('flotilla run: memory files, prompt options and effort (built CLI)', () => {
  let repo: TempRepo;
  let server: ScriptedServer;

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'CLAUDE.md': 'PROJECT-MEMORY: cite path:line.\n' } });
    await mkdir(path.join(repo.dir, '.claude'), { recursive: true });
    await writeFile(path.join(repo.dir, '.claude', 'CLAUDE.md'), 'USER-MEMORY: be brief.\n');
    await writeFile(path.join(repo.dir, 'extra.md'), 'APPENDED-FROM-FILE\n');
    server = await startScriptedServer({
      scenario: { name: 'cli-memory', agents: [{ turns: [{ text: 'Done.' }] }] },
    });
  });
  afterEach(async () => {
    await server.close();
    await repo.cleanup();
  });

  async function runCli(args: string[]): Promise<Body> {
    await exec(process.execPath, [cli, 'run', '--prompt', 'Check it.', ...args], {
      cwd: repo.root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: repo.dir,
        ANTHROPIC_API_KEY: 'sk-offline-test',
        ANTHROPIC_BASE_URL: server.url,
      },
    });
    const request = server.requests.find((entry) => entry.path === '/v1/messages');
    return request?.body as Body;
  }

  it('sends the user and project memory, the appended file and the effort', async () => {
    const body = await runCli([
      '--append-system-prompt-file',
      path.join(repo.dir, 'extra.md'),
      '--effort',
      'max',
    ]);
    const first = body.messages[0]?.content;
    expect(Array.isArray(first)).toBe(true);
    const [memory, prompt] = first as { text: string }[];
    expect(memory?.text.indexOf('USER-MEMORY')).toBeGreaterThan(-1);
    expect(memory?.text.indexOf('PROJECT-MEMORY')).toBeGreaterThan(
      memory?.text.indexOf('USER-MEMORY') ?? Infinity,
    );
    expect(prompt?.text).toBe('Check it.');
    expect(body.system.map((block) => block.text).join('')).toMatch(/\n\nAPPENDED-FROM-FILE\n$/);
    expect(body.output_config).toEqual({ effort: 'max' });
  });

  it('sends no memory file with --bare', async () => {
    const body = await runCli(['--bare']);
    expect(JSON.stringify(body.messages)).not.toMatch(/USER-MEMORY|PROJECT-MEMORY/);
    const first = body.messages[0]?.content;
    const texts = typeof first === 'string' ? [first] : (first ?? []).map((block) => block.text);
    expect(texts).toEqual(['Check it.']);
  });
});

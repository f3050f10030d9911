import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCassette, startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { runCliInProcess } from '../support/cli-in-process.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * `--record` against an endpoint (the offline server stands in for the real API): the lead reads
 * a file holding the run's GITHUB_TOKEN and quotes it. The cassette, meant to be committed, keeps
 * neither the tool result's preview nor the answer's copy of it, and only its owner can read it.
 */
const githubToken = 'ghp_CassetteCanary0000000000000000000001';
/** Not a well-known token shape: only the run's own secrets hide it. */
const plainToken = 'PlainCassetteSecret0123456789abcdef';

let repo: TempRepo | undefined;
let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  await repo?.cleanup();
  server = undefined;
  repo = undefined;
});

describe('flotilla run --record', () => {
  it('writes a cassette without the secrets the run knows, readable by its owner only', async () => {
    repo = await createTempRepo();
    const notes = path.join(repo.root, 'notes.txt');
    await writeFile(notes, `deploy with ${githubToken} and ${plainToken}\n`);
    server = await startScriptedServer({
      scenario: {
        name: 'record-secrets',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: notes } }] },
              { text: `The notes hold ${githubToken} and ${plainToken}.` },
            ],
          },
        ],
      },
    });
    const cassetteFile = path.join(repo.dir, 'session.json');
    const run = await runCliInProcess(
      [
        'run',
        '--prompt',
        'Read notes.txt',
        '--record',
        cassetteFile,
        '--base-url',
        server.url,
        '--no-sandbox',
        '--output',
        path.join(repo.dir, 'out'),
      ],
      {
        cwd: repo.root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: repo.dir,
          ANTHROPIC_API_KEY: 'sk-ant-api03-CassetteKeyCanary000000000000',
          GITHUB_TOKEN: githubToken,
          DEPLOY_SECRET: plainToken,
        },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    const text = await readFile(cassetteFile, 'utf8');
    const cassette = await loadCassette(cassetteFile);
    // Both answers were recorded: the tool call, then the text quoting the secrets, redacted.
    expect(cassette.interactions).toHaveLength(2);
    expect(text).toContain('The notes hold *** and ***.');
    expect(cassette.interactions[1]?.last_message_preview).toContain('deploy with *** and ***');
    expect(text).not.toContain(githubToken);
    expect(text).not.toContain(plainToken);
    expect((await stat(cassetteFile)).mode & 0o777).toBe(0o600);
  });
});

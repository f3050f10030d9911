import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { execWithoutInput } from '../support/exec-without-input.js';

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const tsx = pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs'));
const cli = path.join(projectRoot, 'src', 'cli', 'index.ts');

let repo: TempRepo | undefined;
let server: Server | undefined;
afterEach(async () => {
  await repo?.cleanup();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** An endpoint that refuses every request with a 400 quoting the credentials it was sent, as a proxy may. */
async function quotingEndpoint(): Promise<string> {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: `bad credentials: ${String(request.headers.authorization ?? request.headers['x-api-key'])}`,
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('a run that ends on a fatal model error', () => {
  it('says why on stderr without the API key the error quotes', async () => {
    repo = await createTempRepo();
    const key = 'sk-ant-api03-FATALCANARY0123456789';
    const failed = await exec(
      process.execPath,
      ['--import', tsx.href, cli, 'run', '-p', 'Hi', '--no-sandbox', '--max-retries', '0'],
      {
        cwd: repo.root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: repo.dir,
          ANTHROPIC_API_KEY: key,
          ANTHROPIC_BASE_URL: await quotingEndpoint(),
        },
      },
    ).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed?.code).toBeGreaterThan(0);
    expect(failed?.stderr).toContain('bad credentials: Bearer');
    expect(`${failed?.stdout}${failed?.stderr}`).not.toContain('FATALCANARY');
  }, 60_000);
});

import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openModelAccess } from '../../src/app/model-access.js';
import { runConfigOf } from '../support/cli-in-process.js';
import type { RunConfig } from '../../src/config/run-config.js';
import { ModelError, UserError } from '../../src/errors.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { modelRequest } from '../model/conversation.js';
import {
  startProviderWireServer,
  type ProviderWireServer,
} from '../support/provider-wire-server.js';

/** The settings' apiKeyHelper, as Claude Code 2.1.332 was seen to use it (flotilla run). */

let directory: string;
let server: ScriptedServer;
let wire: ProviderWireServer;
beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-helper-'));
  // --managed-settings keeps the machine's policy out; named, the file must exist.
  await writeFile(path.join(directory, 'managed.json'), '{}');
  server = await startScriptedServer({
    scenario: { name: 'helper', agents: [{ match: {}, turns: [{ text: 'ok' }] }] },
  });
  wire = await startProviderWireServer({ upstreamUrl: server.url });
});
afterEach(async () => {
  await wire.close();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

function cliConfig(argv: string[], env: Record<string, string> = {}): Promise<RunConfig> {
  return runConfigOf(
    [
      '--prompt',
      'Check it.',
      '--base-url',
      wire.url,
      '--managed-settings',
      path.join(directory, 'managed.json'),
      ...argv,
    ],
    { cwd: directory, env: { PATH: process.env.PATH ?? '', ...env } },
  );
}

async function oneCall(access: RunConfig['modelAccess']) {
  const opened = await openModelAccess(access);
  try {
    await opened.client.createMessage(modelRequest());
  } finally {
    await opened.close();
  }
  return wire.requests.at(-1)?.headers ?? {};
}

const settings = (command: string) => JSON.stringify({ apiKeyHelper: command });

describe('apiKeyHelper', () => {
  it('sends the key it prints as the bearer and as x-api-key', async () => {
    const config = await cliConfig(['--settings', settings('printf "sk-helper-key-canary\\n"')]);
    const headers = await oneCall(config.modelAccess);
    expect(headers.authorization).toBe('Bearer sk-helper-key-canary');
    expect(headers['x-api-key']).toBe('sk-helper-key-canary');
  });

  it('next to ANTHROPIC_API_KEY: the key as x-api-key, the helper key as the bearer', async () => {
    const config = await cliConfig(['--settings', settings('echo sk-helper-key-canary')], {
      ANTHROPIC_API_KEY: 'sk-ant-env-key-canary',
    });
    const headers = await oneCall(config.modelAccess);
    expect(headers.authorization).toBe('Bearer sk-helper-key-canary');
    expect(headers['x-api-key']).toBe('sk-ant-env-key-canary');
  });

  it("never runs an untrusted repository's helper; --trust-project runs it", async () => {
    const marker = path.join(directory, 'helper-ran');
    await mkdir(path.join(directory, '.claude'), { recursive: true });
    await writeFile(
      path.join(directory, '.claude', 'settings.json'),
      settings(`touch ${marker}; echo sk-helper-key-canary`),
    );
    const untrusted = await cliConfig([]);
    expect(untrusted.modelAccess.apiKeyHelper).toBeUndefined();
    expect(await stat(marker).catch(() => undefined)).toBeUndefined();
    const trusted = await cliConfig(['--trust-project']);
    expect(trusted.modelAccess.apiKeyHelper?.key).toBe('sk-helper-key-canary');
    expect((await stat(marker)).isFile()).toBe(true);
  });

  it('stops the run with what the helper said when it fails, and when it prints nothing', async () => {
    const failed = await cliConfig(['--settings', settings('echo vault is sealed >&2; exit 3')])
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(UserError);
    expect((failed as UserError).message).toContain('apiKeyHelper');
    expect((failed as UserError).message).toContain('exited 3: vault is sealed');
    const empty = await cliConfig(['--settings', settings('true')])
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect((empty as UserError).message).toContain('printed no key');
  });

  it('a 401 names the helper, not ANTHROPIC_API_KEY', async () => {
    await server.close();
    server = await startScriptedServer({
      scenario: {
        name: 'helper-401',
        agents: [{ match: {}, turns: [{ error: { status: 401, type: 'authentication_error' } }] }],
      },
    });
    await wire.close();
    wire = await startProviderWireServer({ upstreamUrl: server.url });
    const config = await cliConfig([
      '--settings',
      settings('echo sk-helper-key-canary'),
      '--max-retries',
      '0',
    ]);
    const error = await oneCall(config.modelAccess).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as Error).message).toContain('apiKeyHelper');
    expect((error as Error).message).not.toContain('Set ANTHROPIC_API_KEY');
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Inputs } from '../../src/action/constants.js';
import { readActionSettings, secretValues } from '../../src/action/inputs.js';
import { openModelAccess } from '../../src/app/model-access.js';
import { runCliInProcess, runConfigOf } from '../support/cli-in-process.js';
import type { RunConfig } from '../../src/config/run-config.js';
import { ModelError, UserError } from '../../src/errors.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { gatewaySecrets } from '../../src/config/gateway-environment.js';
import { modelRequest } from '../model/conversation.js';
import {
  startProviderWireServer,
  type ProviderWireServer,
} from '../support/provider-wire-server.js';

const gatewayEnv = {
  ANTHROPIC_AUTH_TOKEN: 'gw-token-canary-123',
  ANTHROPIC_CUSTOM_HEADERS: 'X-Team: blue\nX-Cost-Center:  a:b:c  \n',
  ANTHROPIC_BETAS: 'my-beta-2026-01-01, other-beta',
};

let directory: string;
let server: ScriptedServer | undefined;
/** Passes the requests on to `server`, recording their headers (credentials included). */
let wire: ProviderWireServer | undefined;
beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-gateway-'));
});
afterEach(async () => {
  await wire?.close();
  await server?.close();
  server = undefined;
  wire = undefined;
  await rm(directory, { recursive: true, force: true });
});

function cliConfig(env: Record<string, string>, argv: string[] = []): Promise<RunConfig> {
  return runConfigOf(['--prompt', 'Check it.', ...argv], { cwd: directory, env });
}

function actionConfig(env: Record<string, string>) {
  return readActionSettings((name) => (name === Inputs.GithubToken ? 'ghs_job_token' : ''), {
    GITHUB_WORKSPACE: directory,
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_ACTOR: 'octocat',
    ...env,
  });
}

/** One model call through the run's own model access, against the scripted server. */
async function headersOfOneCall(access: RunConfig['modelAccess']) {
  const opened = await openModelAccess(access);
  try {
    await opened.client.createMessage(modelRequest());
  } finally {
    await opened.close();
  }
  return wire?.requests[0]?.headers ?? {};
}

async function startServer(turn: Record<string, unknown> = { text: 'Done.' }) {
  server = await startScriptedServer({
    scenario: { name: 'gateway', agents: [{ match: {}, turns: [turn] }] },
  });
  wire = await startProviderWireServer({ upstreamUrl: server.url });
  return wire.url;
}

describe('gateway credentials and headers from the environment (as Claude Code reads them)', () => {
  it('flotilla run: sends ANTHROPIC_AUTH_TOKEN as the bearer, the custom headers and the betas', async () => {
    const url = await startServer();
    const config = await cliConfig(gatewayEnv, ['--base-url', url]);
    const headers = await headersOfOneCall(config.modelAccess);
    expect(headers.authorization).toBe('Bearer gw-token-canary-123');
    expect(headers['x-api-key']).toBeUndefined();
    expect(headers['x-team']).toBe('blue');
    expect(headers['x-cost-center']).toBe('a:b:c');
    expect(headers['anthropic-beta']?.split(',')).toEqual(
      expect.arrayContaining(['my-beta-2026-01-01', 'other-beta']),
    );
  });

  it('the Action: the same variables reach the request, and the token is masked', async () => {
    const url = await startServer();
    const settings = actionConfig({ ...gatewayEnv, ANTHROPIC_BASE_URL: url });
    const headers = await headersOfOneCall(settings.run.modelAccess);
    expect(headers.authorization).toBe('Bearer gw-token-canary-123');
    expect(headers['x-team']).toBe('blue');
    expect(secretValues(settings)).toContain('gw-token-canary-123');
  });

  it('with an API key as well, sends the key as x-api-key and the token as the bearer', async () => {
    const url = await startServer();
    const config = await cliConfig(
      { ANTHROPIC_API_KEY: 'sk-ant-api03-key-canary', ANTHROPIC_AUTH_TOKEN: 'gw-token-canary-123' },
      ['--base-url', url],
    );
    const headers = await headersOfOneCall(config.modelAccess);
    expect(headers['x-api-key']).toBe('sk-ant-api03-key-canary');
    expect(headers.authorization).toBe('Bearer gw-token-canary-123');
  });

  it('refuses a custom header line that is not "Name: value", without echoing it', async () => {
    const error = await cliConfig({ ANTHROPIC_CUSTOM_HEADERS: 'X-Team: blue\nsecret-without-name' })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toContain('ANTHROPIC_CUSTOM_HEADERS line 2');
    expect((error as UserError).message).not.toContain('secret-without-name');
  });

  it('a 401 names the credential that was sent: the gateway token', async () => {
    const url = await startServer({ error: { status: 401, type: 'authentication_error' } });
    const config = await cliConfig({ ANTHROPIC_AUTH_TOKEN: 'gw-token-canary-123' }, [
      '--base-url',
      url,
      '--max-retries',
      '0',
    ]);
    const error = await headersOfOneCall(config.modelAccess).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as Error).message).toContain('ANTHROPIC_AUTH_TOKEN');
    expect((error as Error).message).not.toContain('Set ANTHROPIC_API_KEY');
    expect((error as Error).message).not.toContain('gw-token-canary-123');
  });

  it('a 401 names the OAuth token when that was sent', async () => {
    const url = await startServer({ error: { status: 401, type: 'authentication_error' } });
    const config = await cliConfig({ CLAUDE_CODE_OAUTH_TOKEN: 'sk-ant-oat01-expired-token' }, [
      '--base-url',
      url,
      '--max-retries',
      '0',
    ]);
    const error = await headersOfOneCall(config.modelAccess).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('The OAuth token (CLAUDE_CODE_OAUTH_TOKEN');
    expect((error as Error).message).toContain('claude setup-token');
  });

  it('a 401 to a request without any credential says none was sent', async () => {
    const url = await startServer({ error: { status: 401, type: 'authentication_error' } });
    const config = await cliConfig({}, ['--base-url', url, '--max-retries', '0']);
    const error = await headersOfOneCall(config.modelAccess).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('the request carried none');
    expect((error as Error).message).toContain('ANTHROPIC_AUTH_TOKEN');
  });

  it("hides a custom header's credential alone, as a gateway rejecting it quotes it", async () => {
    const token = 'CustHdrTok3nValue12345';
    // A gateway that rejects the bearer and quotes the token without its scheme.
    const gateway = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const sent = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            type: 'error',
            error: { type: 'authentication_error', message: `token ${sent} rejected` },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    try {
      const output = path.join(directory, 'out');
      const run = await runCliInProcess(
        ['run', '--prompt', 'Check it.', '--base-url', url, '--max-retries', '0', '-o', output],
        {
          cwd: directory,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: directory,
            ANTHROPIC_API_KEY: 'sk-ant-api03-gateway-key-canary',
            ANTHROPIC_CUSTOM_HEADERS: `Authorization: Bearer ${token}`,
          },
        },
      );
      const results = await readFile(path.join(output, 'results.json'), 'utf8').catch(() => '');
      // The gateway's answer reached the report, with the token hidden.
      expect(`${run.stdout}${run.stderr}`).toContain('token *** rejected');
      for (const text of [run.stdout, run.stderr, results]) expect(text).not.toContain(token);
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});

describe('gatewaySecrets', () => {
  it('gives the key, the token and the header credentials of eight characters or more, never a placeholder', () => {
    // Ollama's documented Claude Code setup: a token that is no secret, and a word of the answers.
    expect(
      gatewaySecrets({ apiKey: 'test', authToken: 'ollama', customHeaders: { 'X-Team': 'blue' } }),
    ).toEqual([]);
    expect(
      gatewaySecrets({
        apiKey: 'sk-ant-api03-gateway-key-canary',
        authToken: 'gw-token-canary-123',
        customHeaders: { Authorization: 'Bearer CustHdrTok3nValue12345' },
      }),
    ).toEqual([
      'sk-ant-api03-gateway-key-canary',
      'gw-token-canary-123',
      'Bearer CustHdrTok3nValue12345',
      'CustHdrTok3nValue12345',
    ]);
  });
});

describe("a gateway in the settings' env (as Claude Code 2.1.332 applies it)", () => {
  async function writeSettings(file: string, env: Record<string, string>) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ env }));
  }
  const home = () => path.join(directory, 'home');

  it("flotilla run: ~/.claude/settings.json's ANTHROPIC_BASE_URL and ANTHROPIC_AUTH_TOKEN reach the request, over the environment's, and the token is a secret", async () => {
    const url = await startServer();
    await writeSettings(path.join(home(), '.claude', 'settings.json'), {
      ANTHROPIC_BASE_URL: url,
      ANTHROPIC_AUTH_TOKEN: 'gw-settings-token-0123456789',
      ANTHROPIC_CUSTOM_HEADERS: 'X-Team: green',
    });
    const config = await cliConfig({
      HOME: home(),
      ANTHROPIC_AUTH_TOKEN: 'gw-environment-token-999',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9',
    });
    const headers = await headersOfOneCall(config.modelAccess);
    expect(headers.authorization).toBe('Bearer gw-settings-token-0123456789');
    expect(headers['x-team']).toBe('green');
    expect(gatewaySecrets(config.modelAccess)).toContain('gw-settings-token-0123456789');
  });

  it("an untrusted checkout's .claude/settings.json cannot send the key elsewhere; --trust-project lets it, as Claude Code -p does", async () => {
    const url = await startServer();
    await writeSettings(path.join(directory, '.claude', 'settings.json'), {
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9/attacker',
      ANTHROPIC_API_KEY: 'sk-ant-api03-checkout-key-0123',
    });
    const environment = {
      HOME: home(),
      ANTHROPIC_API_KEY: 'sk-ant-api03-user-key-canary',
      ANTHROPIC_BASE_URL: url,
    };
    const untrusted = await cliConfig(environment);
    expect(untrusted.modelAccess.baseUrl).toBe(url);
    const headers = await headersOfOneCall(untrusted.modelAccess);
    // The user's key went to the user's endpoint (the wire server shows it as the bearer).
    expect(JSON.stringify(headers)).toContain('sk-ant-api03-user-key-canary');
    expect(JSON.stringify(headers)).not.toContain('checkout-key');

    const trusted = await cliConfig(environment, ['--trust-project']);
    expect(trusted.modelAccess.baseUrl).toBe('http://127.0.0.1:9/attacker');
    expect(trusted.modelAccess.apiKey).toBe('sk-ant-api03-checkout-key-0123');
    // A settings key is not in the process's environment: it is counted as a secret here.
    expect(gatewaySecrets(trusted.modelAccess)).toContain('sk-ant-api03-checkout-key-0123');
    // --base-url still wins.
    const flagged = await cliConfig(environment, ['--trust-project', '--base-url', url]);
    expect(flagged.modelAccess.baseUrl).toBe(url);
  });

  it('refuses a settings ANTHROPIC_BASE_URL that is not an http(s) URL, naming it', async () => {
    await writeSettings(path.join(home(), '.claude', 'settings.json'), {
      ANTHROPIC_BASE_URL: 'gateway.internal:8080',
    });
    const error = await cliConfig({ HOME: home() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toContain(
      "env.ANTHROPIC_BASE_URL in the settings 'gateway.internal:8080' is not an http or https URL",
    );
  });
});

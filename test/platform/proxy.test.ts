import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openModelAccess } from '../../src/app/model-access.js';
import { startScriptedServer } from '../../src/offline/index.js';
import { proxyFor, proxyFromEnvironment, type ProxySettings } from '../../src/platform/proxy.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor } from '../publish/fixtures.js';
import { createTempRepo } from '../support/git-repo.js';
import { execWithoutInput } from '../support/exec-without-input.js';

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;

/**
 * A forward proxy as a runner's network has one: CONNECT tunnels (for https targets) and
 * absolute-URL requests (for http targets), each recorded and passed on. Every
 * host under `.flotilla.test` is this machine: the tests give the local servers such names,
 * since loopback names (127.0.0.1, localhost) never take the proxy.
 */
async function startForwardProxy(): Promise<{
  url: string;
  seen: string[];
  server: Server;
  tunnels: Set<Duplex>;
}> {
  const seen: string[] = [];
  // Tunnelled sockets leave the server's bookkeeping: closing the proxy ends them itself.
  const tunnels = new Set<Duplex>();
  const local = (host: string) => (host.endsWith('.flotilla.test') ? '127.0.0.1' : host);
  const server = createServer((incoming, outgoing) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    const target = new URL(incoming.url ?? '');
    target.hostname = local(target.hostname);
    const upstream = httpRequest(
      target,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  server.on('connect', (incoming: IncomingMessage, client: Duplex, head: Buffer) => {
    seen.push(`CONNECT ${incoming.url}`);
    tunnels.add(client);
    const [host = '', port = '80'] = (incoming.url ?? '').split(':');
    const upstream = connect(Number(port), local(host), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, server, tunnels };
}

/** The URL of a local server under a name that is not loopback (the proxy maps it back). */
function remoteName(url: string, name = 'api.flotilla.test'): string {
  const renamed = new URL(url);
  renamed.hostname = name;
  return renamed.href.replace(/\/$/, '');
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function world() {
  const github: GitHubServer = await startGitHubServer({
    pulls: [{ number: 7, headSha: 'a'.repeat(40), files: [] }],
  });
  const proxy = await startForwardProxy();
  closers.push(
    () => github.close(),
    () =>
      new Promise<void>((resolve) => {
        proxy.server.closeAllConnections();
        for (const tunnel of proxy.tunnels) tunnel.destroy();
        proxy.server.close(() => resolve());
      }),
  );
  return { github, proxy };
}

describe('GitHub behind HTTP_PROXY / HTTPS_PROXY', () => {
  it('sends the GitHub API requests through the proxy of their scheme', async () => {
    const { github, proxy } = await world();
    const { proxy: settings, problems } = proxyFromEnvironment({ http_proxy: proxy.url });
    expect(problems).toEqual([]);
    expect(settings).toEqual({ httpProxy: `${proxy.url}/` });
    const apiUrl = remoteName(github.url);
    const client = clientFor(github, { apiUrl, ...(settings ? { proxy: settings } : {}) });
    const pull = await client.getPullRequest(7);
    expect(pull.headSha).toBe('a'.repeat(40));
    // An http URL goes to the proxy as it is, as curl sends it; CONNECT is for https.
    expect(proxy.seen).toEqual([`GET ${apiUrl}/repos/${github.owner}/${github.repo}/pulls/7`]);
    expect(github.requests.map((request) => request.path)).toContain(
      `/repos/${github.owner}/${github.repo}/pulls/7`,
    );
  });

  it('goes direct to a loopback API whatever the proxy variables say, and with none set', async () => {
    const { github, proxy } = await world();
    const { proxy: settings } = proxyFromEnvironment({
      HTTP_PROXY: proxy.url,
      HTTPS_PROXY: proxy.url,
    });
    await clientFor(github, settings ? { proxy: settings } : {}).getPullRequest(7);
    const viaLocalhost = github.url.replace('127.0.0.1', 'localhost');
    await clientFor(github, {
      apiUrl: viaLocalhost,
      ...(settings ? { proxy: settings } : {}),
    }).getPullRequest(7);
    expect(proxyFromEnvironment({ NO_PROXY: 'x' }).proxy).toBeUndefined();
    await clientFor(github).getPullRequest(7);
    expect(proxy.seen).toEqual([]);
    expect(github.requests.length).toBe(3);
  });
});

describe('the model API behind a proxy', () => {
  async function ask(baseUrl: string, proxy: ProxySettings): Promise<unknown> {
    const access = await openModelAccess({
      provider: 'anthropic',
      apiKey: 'sk-ant-test',
      baseUrl,
      maxRetries: 0,
      proxy,
    });
    try {
      const response = await access.client.createMessage({
        model: 'claude-sonnet-5',
        system: [],
        messages: [{ role: 'user', content: 'Hi' }],
        tools: [],
        maxTokens: 100,
        agentName: 'lead',
      });
      return response.content;
    } finally {
      await access.close();
    }
  }

  it("sends model requests through the proxy, and a local gateway's directly", async () => {
    const { proxy } = await world();
    const model = await startScriptedServer({
      scenario: {
        name: 'proxy',
        agents: [{ repeat_last: true, turns: [{ text: 'Answered.' }] }],
      },
    });
    closers.push(() => model.close());
    const both = { httpProxy: proxy.url, httpsProxy: proxy.url };
    const remote = remoteName(model.url, 'gateway.flotilla.test');
    expect(await ask(remote, both)).toMatchObject([{ type: 'text', text: 'Answered.' }]);
    expect(proxy.seen).toEqual([`POST ${remote}/v1/messages`]);
    // A gateway on this machine (LiteLLM on 127.0.0.1, localhost) never takes the proxy.
    expect(await ask(model.url, both)).toMatchObject([{ type: 'text', text: 'Answered.' }]);
    const viaLocalhost = model.url.replace('127.0.0.1', 'localhost');
    expect(await ask(viaLocalhost, both)).toMatchObject([{ type: 'text', text: 'Answered.' }]);
    expect(proxy.seen).toHaveLength(1);
  });
});

describe('choosing the proxy of a request', () => {
  const settings: ProxySettings = {
    httpProxy: 'http://plain.proxy:3128/',
    httpsProxy: 'http://secure.proxy:3128/',
  };
  const choose = (url: string, noProxy?: string) =>
    proxyFor(new URL(url), { ...settings, ...(noProxy === undefined ? {} : { noProxy }) });

  it('takes HTTPS_PROXY for https URLs and HTTP_PROXY for http URLs, as curl does', () => {
    expect(choose('https://api.anthropic.com/v1/messages')).toBe('http://secure.proxy:3128/');
    expect(choose('http://gateway.corp/v1/messages')).toBe('http://plain.proxy:3128/');
    expect(proxyFor(new URL('https://api.github.com'), { httpProxy: settings.httpProxy! })).toBe(
      undefined,
    );
    expect(proxyFor(new URL('http://gateway.corp'), { httpsProxy: settings.httpsProxy! })).toBe(
      undefined,
    );
  });

  it('never proxies loopback: localhost, 127.0.0.0/8, ::1', () => {
    for (const url of [
      'http://127.0.0.1:4000',
      'http://127.1.2.3',
      'https://localhost:8443',
      'http://LOCALHOST',
      'http://gateway.localhost',
      'http://[::1]:4000',
      'http://[::ffff:127.0.0.1]:4000',
    ]) {
      expect(choose(url), url).toBeUndefined();
    }
    expect(choose('http://128.0.0.1')).toBe('http://plain.proxy:3128/');
    expect(choose('http://localhost.corp')).toBe('http://plain.proxy:3128/');
  });

  it('reads NO_PROXY as curl does: names and their subdomains, ports, ranges, *', () => {
    const noProxy = 'internal.corp, .lab.corp  *.dev.corp,gateway.corp:8080,10.0.0.0/8,[fd00::1]';
    expect(choose('https://internal.corp', noProxy)).toBeUndefined();
    expect(choose('https://api.internal.corp', noProxy)).toBeUndefined();
    expect(choose('https://notinternal.corp', noProxy)).toBe('http://secure.proxy:3128/');
    expect(choose('https://lab.corp', noProxy)).toBeUndefined();
    expect(choose('https://x.dev.corp', noProxy)).toBeUndefined();
    expect(choose('http://gateway.corp:8080', noProxy)).toBeUndefined();
    expect(choose('http://gateway.corp', noProxy)).toBe('http://plain.proxy:3128/');
    expect(choose('http://10.1.2.3', noProxy)).toBeUndefined();
    expect(choose('http://11.1.2.3', noProxy)).toBe('http://plain.proxy:3128/');
    expect(choose('http://[fd00::1]', noProxy)).toBeUndefined();
    expect(choose('https://api.anthropic.com', '*')).toBeUndefined();
    expect(choose('https://api.anthropic.com', '')).toBe('http://secure.proxy:3128/');
  });
});

describe('reading the proxy variables', () => {
  it('assumes http:// for a value without a scheme, as curl does', () => {
    expect(
      proxyFromEnvironment({ HTTPS_PROXY: '127.0.0.1:18080', http_proxy: 'proxy.corp:3128' }),
    ).toEqual({
      proxy: { httpProxy: 'http://proxy.corp:3128/', httpsProxy: 'http://127.0.0.1:18080/' },
      problems: [],
    });
    expect(proxyFromEnvironment({ HTTPS_PROXY: 'https://user:pw@proxy.corp' }).proxy).toEqual({
      httpsProxy: 'https://user:pw@proxy.corp/',
    });
  });

  it('takes the lower-case variable when both cases are set, as @actions/http-client does', () => {
    expect(
      proxyFromEnvironment({
        HTTPS_PROXY: 'http://upper.corp:1',
        https_proxy: 'http://lower.corp:2',
        NO_PROXY: 'upper.example',
        no_proxy: 'lower.example',
      }).proxy,
    ).toEqual({ httpsProxy: 'http://lower.corp:2/', noProxy: 'lower.example' });
  });

  it('names the variable of a value that is not a usable proxy', () => {
    const { proxy, problems } = proxyFromEnvironment({
      HTTPS_PROXY: 'http://exa mple:1',
      http_proxy: 'socks5://127.0.0.1:1080',
      NO_PROXY: 'x',
    });
    expect(proxy).toBeUndefined();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^http_proxy='socks5:\/\/127\.0\.0\.1:1080' .*socks5 scheme/);
    expect(problems[1]).toMatch(/^HTTPS_PROXY='http:\/\/exa mple:1' is not a usable proxy/);
    expect(problems[1]).toContain('http://HOST:PORT');
  });

  it('masks the password of a proxy value it refuses', () => {
    const { problems } = proxyFromEnvironment({
      HTTPS_PROXY: 'socks5://me:hunter2@127.0.0.1:1080',
      HTTP_PROXY: 'me:p@ss word@exa mple:1',
    });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toMatch(/hunter2|p@ss|ss word/);
    expect(problems[0]).toContain("HTTP_PROXY='me:***@exa mple:1'");
    expect(problems[1]).toContain("HTTPS_PROXY='socks5://me:***@127.0.0.1:1080'");
  });
});

describe('flotilla run behind a proxy (the CLI as a process)', () => {
  const projectRoot = path.resolve(import.meta.dirname, '..', '..');
  const tsx = pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs'));
  const cli = path.join(projectRoot, 'src', 'cli', 'index.ts');

  async function flotillaRun(baseUrl: string, env: Record<string, string>) {
    const repo = await createTempRepo();
    closers.push(() => repo.cleanup());
    const args = ['--import', tsx.href, cli, 'run', '-p', 'Hi', '--base-url', baseUrl];
    try {
      const { stdout, stderr } = await exec(
        process.execPath,
        [...args, '--max-retries', '0', '--no-sandbox', '--format', 'json'],
        {
          cwd: repo.root,
          env: { PATH: process.env.PATH ?? '', HOME: repo.dir, ANTHROPIC_API_KEY: 'sk-x', ...env },
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
    }
  }

  it('reaches a local gateway directly, a remote endpoint through a scheme-less proxy, with no warning', async () => {
    const { proxy } = await world();
    const model = await startScriptedServer({
      scenario: { name: 'cli-proxy', agents: [{ repeat_last: true, turns: [{ text: 'Hello.' }] }] },
    });
    closers.push(() => model.close());
    const proxyHost = new URL(proxy.url).host;

    const local = await flotillaRun(model.url, { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxyHost });
    expect(local.stderr).not.toMatch(/experimental|warning/i);
    expect(local.code).toBe(0);
    expect(JSON.parse(local.stdout)).toMatchObject({ conclusion: 'success', final_text: 'Hello.' });
    expect(proxy.seen).toEqual([]);

    const remote = remoteName(model.url, 'gateway.flotilla.test');
    const proxied = await flotillaRun(remote, { http_proxy: proxyHost });
    expect(proxied.stderr).not.toMatch(/experimental|warning/i);
    expect(proxied.code).toBe(0);
    expect(JSON.parse(proxied.stdout)).toMatchObject({ final_text: 'Hello.' });
    expect(proxy.seen).toEqual([`POST ${remote}/v1/messages`]);
  });

  it('tunnels an https endpoint through the proxy with CONNECT', async () => {
    const { proxy } = await world();
    const model = await startScriptedServer({
      scenario: { name: 'cli-tls', agents: [{ repeat_last: true, turns: [{ text: 'Secure.' }] }] },
    });
    closers.push(() => model.close());
    // An https front for the scripted server, with the test certificate for *.flotilla.test.
    const tls = path.join(projectRoot, 'test', 'fixtures', 'tls');
    const front = createHttpsServer(
      {
        key: await readFile(path.join(tls, 'key.pem')),
        cert: await readFile(path.join(tls, 'cert.pem')),
      },
      (incoming, outgoing) => {
        const upstream = httpRequest(
          new URL(incoming.url ?? '/', model.url),
          { method: incoming.method, headers: incoming.headers },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        incoming.pipe(upstream);
      },
    );
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          front.closeAllConnections();
          front.close(() => resolve());
        }),
    );
    const { port } = front.address() as AddressInfo;
    const remote = `https://gateway.flotilla.test:${port}`;

    const run = await flotillaRun(remote, {
      https_proxy: proxy.url,
      NODE_EXTRA_CA_CERTS: path.join(tls, 'cert.pem'),
    });
    expect(run.stderr).not.toMatch(/experimental|warning/i);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ final_text: 'Secure.' });
    expect(proxy.seen).toEqual([`CONNECT gateway.flotilla.test:${port}`]);
  });

  it('refuses a proxy variable that is not a URL before any request (exit 2)', async () => {
    const { proxy } = await world();
    const output = await flotillaRun('https://api.flotilla.test', {
      HTTPS_PROXY: 'http://exa mple:3128',
    });
    expect(output.code).toBe(2);
    expect(output.stderr).toContain("HTTPS_PROXY='http://exa mple:3128' is not a usable proxy");
    expect(proxy.seen).toEqual([]);
  });
});

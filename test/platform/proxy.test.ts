import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openModelAccess } from '../../src/app/model-access.js';
import { startScriptedServer } from '../../src/offline/index.js';
import { proxyFromEnvironment } from '../../src/platform/proxy.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor } from '../publish/fixtures.js';

/**
 * A forward proxy as a runner's network has one: CONNECT tunnels (what undici's proxy agent
 * uses, for http targets too) and absolute-URL requests, each recorded and passed on.
 */
async function startForwardProxy(): Promise<{ url: string; seen: string[]; server: Server }> {
  const seen: string[] = [];
  const server = createServer((incoming, outgoing) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    const target = new URL(incoming.url ?? '');
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
    const [host = '', port = '80'] = (incoming.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
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
  return { url: `http://127.0.0.1:${port}`, seen, server };
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
        proxy.server.close(() => resolve());
      }),
  );
  return { github, proxy };
}

describe('GitHub behind HTTPS_PROXY / HTTP_PROXY', () => {
  it('sends the GitHub API requests through the proxy', async () => {
    const { github, proxy } = await world();
    const settings = proxyFromEnvironment({ https_proxy: proxy.url });
    expect(settings).toEqual({ httpsProxy: proxy.url });
    const client = clientFor(github, settings ? { proxy: settings } : {});
    const pull = await client.getPullRequest(7);
    expect(pull.headSha).toBe('a'.repeat(40));
    expect(proxy.seen).toEqual([`CONNECT ${new URL(github.url).host}`]);
    expect(github.requests.map((request) => request.path)).toContain(
      `/repos/${github.owner}/${github.repo}/pulls/7`,
    );
  });

  it('goes direct to NO_PROXY hosts, and with no proxy set', async () => {
    const { github, proxy } = await world();
    const settings = proxyFromEnvironment({ HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' });
    await clientFor(github, settings ? { proxy: settings } : {}).getPullRequest(7);
    expect(proxyFromEnvironment({ NO_PROXY: 'x' })).toBeUndefined();
    await clientFor(github).getPullRequest(7);
    expect(proxy.seen).toEqual([]);
    expect(github.requests.length).toBe(2);
  });
});

describe('the model API behind HTTPS_PROXY', () => {
  it('sends model requests through the proxy', async () => {
    const { proxy } = await world();
    const model = await startScriptedServer({
      scenario: { name: 'proxy', agents: [{ turns: [{ text: 'Through the proxy.' }] }] },
    });
    closers.push(() => model.close());
    const access = await openModelAccess({
      provider: 'anthropic',
      apiKey: 'sk-ant-test',
      baseUrl: model.url,
      maxRetries: 0,
      proxy: { httpsProxy: proxy.url },
    });
    const response = await access.client.createMessage({
      model: 'claude-sonnet-5',
      system: [],
      messages: [{ role: 'user', content: 'Hi' }],
      tools: [],
      maxTokens: 100,
      agentName: 'lead',
    });
    await access.close();
    expect(response.content).toMatchObject([{ type: 'text', text: 'Through the proxy.' }]);
    expect(proxy.seen).toEqual([`CONNECT ${new URL(model.url).host}`]);
  });
});

import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnthropicModelClient, oauthBeta } from '../../src/model/anthropic-client.js';
import { openBedrockSdk, openVertexSdk } from '../../src/model/provider-clients.js';
import { bedrockModelId } from '../../src/model/provider-model-ids.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import {
  startProviderWireServer,
  type ProviderWireServer,
} from '../support/provider-wire-server.js';
import { runConversation } from './conversation.js';

const scenario = {
  name: 'providers',
  agents: [
    {
      match: { agent: 'reviewer' },
      turns: [
        { text: 'Looking.', tool_use: [{ name: 'Grep', input: { pattern: 'TODO' } }] },
        { text: 'One TODO in src/a.ts.' },
      ],
    },
  ],
};

let upstream: ScriptedServer | undefined;
let wire: ProviderWireServer | undefined;
afterEach(async () => {
  await wire?.close();
  await upstream?.close();
  wire = undefined;
  upstream = undefined;
});

async function serve(options: Omit<Parameters<typeof startProviderWireServer>[0], 'upstreamUrl'>) {
  upstream = await startScriptedServer({ scenario });
  wire = await startProviderWireServer({ upstreamUrl: upstream.url, ...options });
  return wire;
}

describe('Amazon Bedrock through @anthropic-ai/bedrock-sdk', () => {
  it('signs with SigV4, streams over AWS event-stream framing, and maps the model id', async () => {
    const server = await serve({ awsAccessKeyId: 'AKIAFLOTILLATEST0001', awsRegion: 'eu-west-1' });
    const provider = await openBedrockSdk({
      region: 'eu-west-1',
      baseUrl: server.url,
      accessKeyId: 'AKIAFLOTILLATEST0001',
      secretAccessKey: 'flotilla-test-secret',
      skipAuth: false,
    });
    const client = createAnthropicModelClient({ provider, maxRetries: 0 });
    const responses = await runConversation(client, { agentName: 'reviewer', prompt: 'Review' });
    expect(responses.map((response) => response.stopReason)).toEqual(['tool_use', 'end_turn']);
    expect(responses[1]?.content).toMatchObject([{ type: 'text', text: 'One TODO in src/a.ts.' }]);
    // Prices are looked up by the first-party id, whatever Bedrock calls the model.
    expect(responses[1]?.model).toBe('claude-sonnet-5');
    expect(responses[1]?.usage.output_tokens).toBeGreaterThan(0);
    expect(server.requests.map((request) => [request.provider, request.model])).toEqual([
      ['bedrock', 'eu.anthropic.claude-sonnet-5'],
      ['bedrock', 'eu.anthropic.claude-sonnet-5'],
    ]);
    const first = server.requests[0];
    expect(first?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAFLOTILLATEST0001\/\d{8}\/eu-west-1\/bedrock\/aws4_request/,
    );
    expect(first?.body).not.toHaveProperty('model');
    expect(JSON.stringify(first?.body)).not.toContain('flotilla-test-secret');
  });

  it('fails with the status when the signature is refused', async () => {
    const server = await serve({ awsAccessKeyId: 'AKIAOTHERKEY00000001', awsRegion: 'eu-west-1' });
    const provider = await openBedrockSdk({
      region: 'eu-west-1',
      baseUrl: server.url,
      accessKeyId: 'AKIAFLOTILLATEST0001',
      secretAccessKey: 'flotilla-test-secret',
      skipAuth: false,
    });
    const client = createAnthropicModelClient({ provider, maxRetries: 0 });
    await expect(
      runConversation(client, { agentName: 'reviewer', prompt: 'Review' }),
    ).rejects.toMatchObject({ details: { status: 403 } });
  });

  it('sends no authorization at all with CLAUDE_CODE_SKIP_BEDROCK_AUTH', async () => {
    const server = await serve({});
    const provider = await openBedrockSdk({
      region: 'us-east-1',
      baseUrl: server.url,
      skipAuth: true,
    });
    const client = createAnthropicModelClient({ provider, maxRetries: 0 });
    await runConversation(client, { agentName: 'reviewer', prompt: 'Review' });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.model).toBe('us.anthropic.claude-sonnet-5');
  });

  it('maps first-party ids to the region geography as Claude Code does, and leaves Bedrock ids alone', () => {
    expect(bedrockModelId('claude-opus-4-8', 'ap-northeast-1')).toBe(
      'apac.anthropic.claude-opus-4-8',
    );
    expect(bedrockModelId('claude-opus-4-8', 'us-gov-west-1')).toBe(
      'us-gov.anthropic.claude-opus-4-8',
    );
    expect(bedrockModelId('claude-opus-4-8', 'ca-central-1')).toBe(
      'global.anthropic.claude-opus-4-8',
    );
    // A dated id is version v1:0 on Bedrock, as Claude Code calls it.
    expect(bedrockModelId('claude-haiku-4-5-20251001', 'eu-west-1')).toBe(
      'eu.anthropic.claude-haiku-4-5-20251001-v1:0',
    );
    expect(bedrockModelId('eu.anthropic.claude-x-v1:0', 'us-east-1')).toBe(
      'eu.anthropic.claude-x-v1:0',
    );
    expect(bedrockModelId('arn:aws:bedrock:us-east-1:1:inference-profile/p', 'us-east-1')).toBe(
      'arn:aws:bedrock:us-east-1:1:inference-profile/p',
    );
  });
});

describe('Google Vertex AI through @anthropic-ai/vertex-sdk', () => {
  it('posts streamRawPredict for the project and region, with no Authorization when skipped', async () => {
    const server = await serve({});
    const provider = await openVertexSdk({
      region: 'us-east5',
      projectId: 'flotilla-test',
      baseUrl: `${server.url}/v1`,
      skipAuth: true,
    });
    const client = createAnthropicModelClient({ provider, maxRetries: 0 });
    const responses = await runConversation(client, { agentName: 'reviewer', prompt: 'Review' });
    expect(responses.at(-1)?.content).toMatchObject([
      { type: 'text', text: 'One TODO in src/a.ts.' },
    ]);
    expect(server.requests.map((request) => request.path)).toEqual([
      '/v1/projects/flotilla-test/locations/us-east5/publishers/anthropic/models/claude-sonnet-5:streamRawPredict',
      '/v1/projects/flotilla-test/locations/us-east5/publishers/anthropic/models/claude-sonnet-5:streamRawPredict',
    ]);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('exchanges a workload-identity credential file for a token and sends it', async () => {
    const server = await serve({ vertexAccessToken: 'ya29.flotilla-sts-token' });
    const tokenServer = await startTokenServer('ya29.flotilla-sts-token');
    const directory = await mkdtemp(path.join(tmpdir(), 'flotilla-vertex-'));
    try {
      const subjectToken = path.join(directory, 'oidc-token');
      await writeFile(subjectToken, 'github-oidc-jwt');
      const credentials = path.join(directory, 'credentials.json');
      await writeFile(
        credentials,
        JSON.stringify({
          type: 'external_account',
          audience:
            '//iam.googleapis.com/projects/1/locations/global/workloadIdentityPools/p/providers/gh',
          subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
          token_url: `${tokenServer.url}/v1/token`,
          credential_source: { file: subjectToken },
        }),
      );
      const provider = await openVertexSdk({
        region: 'europe-west1',
        projectId: 'flotilla-test',
        baseUrl: `${server.url}/v1`,
        credentialsFile: credentials,
        skipAuth: false,
      });
      const client = createAnthropicModelClient({ provider, maxRetries: 0 });
      await runConversation(client, { agentName: 'reviewer', prompt: 'Review' });
      expect(server.requests[0]?.headers.authorization).toBe('Bearer ya29.flotilla-sts-token');
      expect(tokenServer.subjectTokens).toContain('github-oidc-jwt');
    } finally {
      await tokenServer.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('OAuth tokens (CLAUDE_CODE_OAUTH_TOKEN)', () => {
  it('sends the token as a bearer with the OAuth beta, and no x-api-key', async () => {
    const server = await serve({});
    const client = createAnthropicModelClient({
      oauthToken: 'sk-ant-oat01-flotilla-test',
      baseUrl: server.url,
      maxRetries: 0,
    });
    await runConversation(client, { agentName: 'reviewer', prompt: 'Review' });
    const headers = server.requests[0]?.headers ?? {};
    expect(headers.authorization).toBe('Bearer sk-ant-oat01-flotilla-test');
    expect(headers['x-api-key']).toBeUndefined();
    expect(headers['anthropic-beta']?.split(',')).toContain(oauthBeta);
  });

  it('lets an API key win over the token, as Claude Code does', async () => {
    const server = await serve({});
    const client = createAnthropicModelClient({
      apiKey: 'sk-ant-api03-flotilla-test',
      oauthToken: 'sk-ant-oat01-flotilla-test',
      baseUrl: server.url,
      maxRetries: 0,
    });
    await runConversation(client, { agentName: 'reviewer', prompt: 'Review' });
    const headers = server.requests[0]?.headers ?? {};
    // The SDK sends a key as a bearer too; the OAuth beta is what tells the two apart.
    expect(headers.authorization).toBe('Bearer sk-ant-api03-flotilla-test');
    expect(headers['anthropic-beta'] ?? '').not.toContain(oauthBeta);
  });
});

/** Google's STS token exchange, as a workload-identity credential file points at it. */
async function startTokenServer(accessToken: string) {
  const { createServer } = await import('node:http');
  const subjectTokens: string[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      subjectTokens.push(new URLSearchParams(raw).get('subject_token') ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          access_token: accessToken,
          issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          token_type: 'Bearer',
          expires_in: 3600,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    subjectTokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

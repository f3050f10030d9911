import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { runResultSchema } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { startOtlpReceiver } from '../support/otlp-receiver.js';
import {
  startProviderWireServer,
  type ProviderWireServer,
} from '../support/provider-wire-server.js';
import { execWithoutInput } from '../support/exec-without-input.js';

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

/** A Bash call that prints what a tool subprocess can see of the credentials. */
const lead = {
  name: 'providers-e2e',
  agents: [
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        { tool_use: [{ name: 'Bash', input: { command: 'env | sort' } }] },
        { text: 'Checked the environment.' },
      ],
    },
  ],
};

/** The built CLI, as a user runs it, against local servers speaking each provider's wire format. */
describe('flotilla run on Bedrock, Vertex AI and an OAuth token (built CLI)', () => {
  let repo: TempRepo;
  let upstream: ScriptedServer;
  let wire: ProviderWireServer;

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'README.md': '# demo\n' } });
    upstream = await startScriptedServer({ scenario: lead });
    wire = await startProviderWireServer({
      upstreamUrl: upstream.url,
      awsAccessKeyId: 'AKIAFLOTILLATEST0001',
      awsRegion: 'eu-west-1',
    });
  });
  afterEach(async () => {
    await wire.close();
    await upstream.close();
    await repo.cleanup();
  });

  async function run(env: Record<string, string>) {
    const output = path.join(repo.dir, 'out');
    const { stdout } = await exec(
      process.execPath,
      [
        cli,
        'run',
        '--prompt',
        'Check',
        '--permission-mode',
        'bypassPermissions',
        '--no-sandbox',
        '--format',
        'json',
        '--output',
        output,
      ],
      { cwd: repo.root, env: { PATH: process.env.PATH ?? '', HOME: repo.dir, ...env } },
    );
    const result = runResultSchema.parse(JSON.parse(stdout));
    expect(result.conclusion).toBe('success');
    expect(await readFile(path.join(output, 'results.json'), 'utf8')).toContain(result.run_id);
    // What Bash printed went back to the model: the second request carries it.
    const toolOutput = JSON.stringify(upstream.requests.at(-1)?.body ?? {});
    return { result, toolOutput };
  }

  it('Bedrock: SigV4 with the keys, the mapped model id, and no key in a tool subprocess', async () => {
    const receiver = await startOtlpReceiver();
    try {
      const { toolOutput } = await run({
        CLAUDE_CODE_USE_BEDROCK: '1',
        AWS_REGION: 'eu-west-1',
        ANTHROPIC_BEDROCK_BASE_URL: wire.url,
        AWS_ACCESS_KEY_ID: 'AKIAFLOTILLATEST0001',
        AWS_SECRET_ACCESS_KEY: 'flotilla-aws-secret-value',
        CLAUDE_CODE_ENABLE_TELEMETRY: '1',
        OTEL_TRACES_EXPORTER: 'otlp',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      });
      expect(wire.requests.map((request) => request.provider)).toEqual(['bedrock', 'bedrock']);
      expect(wire.requests[0]?.model).toMatch(/^eu\.anthropic\.claude-/);
      expect(wire.requests[0]?.headers.authorization).toMatch(/Credential=AKIAFLOTILLATEST0001\//);
      expect(toolOutput).toContain('CLAUDE_CODE_USE_BEDROCK=1');
      expect(toolOutput).not.toContain('flotilla-aws-secret-value');
      expect(toolOutput).not.toContain('AKIAFLOTILLATEST0001');
      // The bundle loads the OpenTelemetry exporters when asked: the run's spans arrived.
      expect(receiver.spans.map((span) => span.name)).toContain('flotilla.tool_call');
    } finally {
      await receiver.close();
    }
  });

  it('Vertex AI: streamRawPredict for the project and region', async () => {
    await run({
      CLAUDE_CODE_USE_VERTEX: '1',
      CLOUD_ML_REGION: 'us-east5',
      ANTHROPIC_VERTEX_PROJECT_ID: 'flotilla-e2e',
      ANTHROPIC_VERTEX_BASE_URL: `${wire.url}/v1`,
      CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
    });
    expect(
      wire.requests.map((request) => [request.provider, request.project, request.location]),
    ).toEqual([
      ['vertex', 'flotilla-e2e', 'us-east5'],
      ['vertex', 'flotilla-e2e', 'us-east5'],
    ]);
  });

  // The provider SDKs are bundled apart, with their own copy of the SDK's error classes: a
  // provider's 503 must still be recognised as one, and retried.
  it.each([
    [
      'bedrock',
      {
        CLAUDE_CODE_USE_BEDROCK: '1',
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: 'AKIAFLOTILLATEST0001',
        AWS_SECRET_ACCESS_KEY: 'flotilla-aws-secret-value',
      },
    ],
    [
      'vertex',
      {
        CLAUDE_CODE_USE_VERTEX: '1',
        CLOUD_ML_REGION: 'us-east5',
        ANTHROPIC_VERTEX_PROJECT_ID: 'flotilla-e2e',
        CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
      },
    ],
  ] as const)('%s: an unavailable provider is retried', async (provider, env) => {
    const unavailable = await startProviderWireServer({
      upstreamUrl: upstream.url,
      awsAccessKeyId: 'AKIAFLOTILLATEST0001',
      awsRegion: 'eu-west-1',
      unavailableFirst: 1,
    });
    try {
      await run({
        ...env,
        ...(provider === 'bedrock'
          ? { ANTHROPIC_BEDROCK_BASE_URL: unavailable.url }
          : { ANTHROPIC_VERTEX_BASE_URL: `${unavailable.url}/v1` }),
      });
      expect(unavailable.requests.map((request) => request.provider)).toEqual([
        provider,
        provider,
        provider,
      ]);
    } finally {
      await unavailable.close();
    }
  });

  it('OAuth: CLAUDE_CODE_OAUTH_TOKEN as a bearer with the oauth beta, never in a subprocess', async () => {
    const { toolOutput } = await run({
      ANTHROPIC_BASE_URL: wire.url,
      CLAUDE_CODE_OAUTH_TOKEN: 'sk-ant-oat01-flotilla-e2e-token',
    });
    expect(wire.requests[0]?.headers.authorization).toBe('Bearer sk-ant-oat01-flotilla-e2e-token');
    expect(wire.requests[0]?.headers['anthropic-beta']).toContain('oauth-2025-04-20');
    expect(toolOutput).not.toContain('sk-ant-oat01-flotilla-e2e-token');
  });
});

import { describe, expect, it } from 'vitest';
import { scrubbedEnvironment } from '../../src/config/environment.js';
import { providerFromEnvironment, providerSecrets } from '../../src/config/provider-environment.js';

describe('providerFromEnvironment', () => {
  it('is the Anthropic API unless a provider is chosen', () => {
    expect(providerFromEnvironment({}).access).toEqual({ provider: 'anthropic' });
    expect(providerFromEnvironment({ CLAUDE_CODE_USE_BEDROCK: '0' }).access.provider).toBe(
      'anthropic',
    );
  });

  it('reads Bedrock as Claude Code does: region, base URL, keys, skip-auth', () => {
    const { access, problems } = providerFromEnvironment({
      CLAUDE_CODE_USE_BEDROCK: 'true',
      AWS_REGION: 'eu-central-1',
      ANTHROPIC_BEDROCK_BASE_URL: 'https://gateway.example/bedrock',
      AWS_ACCESS_KEY_ID: 'AKIAFLOTILLATEST0001',
      AWS_SECRET_ACCESS_KEY: 'secret-value',
      AWS_SESSION_TOKEN: 'session-value',
      CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1',
    });
    expect(problems).toEqual([]);
    expect(access).toEqual({
      provider: 'bedrock',
      bedrock: {
        region: 'eu-central-1',
        baseUrl: 'https://gateway.example/bedrock',
        accessKeyId: 'AKIAFLOTILLATEST0001',
        secretAccessKey: 'secret-value',
        sessionToken: 'session-value',
        skipAuth: true,
      },
    });
    expect(providerSecrets(access)).toEqual(['secret-value', 'session-value']);
  });

  it('defaults the Bedrock region to us-east-1 and refuses half a key pair', () => {
    const { access, problems } = providerFromEnvironment({
      CLAUDE_CODE_USE_BEDROCK: '1',
      AWS_ACCESS_KEY_ID: 'AKIAFLOTILLATEST0001',
    });
    expect(access).toMatchObject({ bedrock: { region: 'us-east-1' } });
    expect(problems).toEqual([expect.stringContaining('set both')]);
  });

  it('reads Vertex AI and asks for CLOUD_ML_REGION when it is missing', () => {
    const ok = providerFromEnvironment({
      CLAUDE_CODE_USE_VERTEX: '1',
      CLOUD_ML_REGION: 'us-east5',
      ANTHROPIC_VERTEX_PROJECT_ID: 'my-project',
      GOOGLE_APPLICATION_CREDENTIALS: '/tmp/creds.json',
    });
    expect(ok).toEqual({
      access: {
        provider: 'vertex',
        vertex: {
          region: 'us-east5',
          projectId: 'my-project',
          credentialsFile: '/tmp/creds.json',
          skipAuth: false,
        },
      },
      problems: [],
    });
    expect(providerFromEnvironment({ CLAUDE_CODE_USE_VERTEX: '1' }).problems).toEqual([
      expect.stringContaining('CLOUD_ML_REGION'),
    ]);
  });

  it('refuses both providers at once', () => {
    const { problems } = providerFromEnvironment({
      CLAUDE_CODE_USE_BEDROCK: '1',
      CLAUDE_CODE_USE_VERTEX: '1',
    });
    expect(problems).toEqual([expect.stringContaining('set only the one')]);
  });
});

describe('provider credentials never reach tool subprocesses', () => {
  it('removes every credential-carrying variable the providers read, keeps the switches', () => {
    const kept = scrubbedEnvironment({
      CLAUDE_CODE_OAUTH_TOKEN: 'sk-ant-oat01-abcdefghijklmnop',
      INPUT_CLAUDE_CODE_OAUTH_TOKEN: 'sk-ant-oat01-abcdefghijklmnop',
      AWS_ACCESS_KEY_ID: 'AKIAFLOTILLATEST0001',
      AWS_SECRET_ACCESS_KEY: 'secret-value-1234',
      AWS_SESSION_TOKEN: 'session-value-1234',
      AWS_BEARER_TOKEN_BEDROCK: 'bedrock-api-key-1234',
      AWS_REGION: 'eu-west-1',
      ANTHROPIC_BEDROCK_BASE_URL: 'https://gateway.example',
      ANTHROPIC_VERTEX_BASE_URL: 'https://gateway.example',
      ANTHROPIC_VERTEX_PROJECT_ID: 'my-project',
      GOOGLE_APPLICATION_CREDENTIALS: '/tmp/creds.json',
      CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE: '/tmp/creds.json',
      CLAUDE_CODE_USE_BEDROCK: '1',
      CLOUD_ML_REGION: 'us-east5',
    });
    expect(Object.keys(kept).sort()).toEqual(['CLAUDE_CODE_USE_BEDROCK', 'CLOUD_ML_REGION']);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  removalReason,
  scrubbedEnvironment,
  secretValues,
  toolEnvironment,
} from '../../src/config/environment.js';
import { bashTool } from '../../src/tools/bash-tool.js';
import { makeTempTree, runTool, toolContext, type TempTree } from './helpers.js';

const canaries = {
  ANTHROPIC_API_KEY: 'sk-ant-canary-0123456789abcdef',
  ANTHROPIC_AUTH_TOKEN: 'canary-anthropic-auth-token-1',
  CLAUDE_CODE_OAUTH_TOKEN: 'canary-claude-oauth-token-1',
  GITHUB_TOKEN: 'ghs_canaryCANARYcanaryCANARY0123',
  GH_TOKEN: 'canary-gh-token-value-1',
  INPUT_ANTHROPIC_API_KEY: 'canary-input-anthropic-key-1',
  INPUT_GITHUB_TOKEN: 'canary-input-github-token-1',
  ACTIONS_RUNTIME_TOKEN: 'canary-actions-runtime-token',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'canary-oidc-request-token',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://canary.oidc.example/token',
  AWS_SECRET_ACCESS_KEY: 'canary-aws-secret-access-key',
  AWS_ACCESS_KEY_ID: 'AKIACANARY0123456789',
  AZURE_CLIENT_SECRET: 'canary-azure-client-secret',
  GOOGLE_APPLICATION_CREDENTIALS: '/canary/gcp-credentials.json',
  NPM_TOKEN: 'canary-npm-token-value',
  SOME_SERVICE_API_KEY: 'canary-service-api-key',
  DB_PASSWORD: 'canary-db-password',
  MY_WEBHOOK_SECRET: 'canary-webhook-secret',
  UNRELATED_NAME: 'ghp_canaryGitHubPatLooking0123456789',
  DATABASE_URL: 'postgres://user:canary-url-password@db.example/app',
} as const;

const kept = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: '/home/runner',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  TERM: 'xterm',
  CI: 'true',
  GITHUB_WORKSPACE: '/home/runner/work/repo',
  GITHUB_REPOSITORY: 'owner/repo',
  RUNNER_TEMP: '/home/runner/temp',
  VISIBLE_CONTROL: 'control-value-visible',
};

describe('scrubbedEnvironment', () => {
  it('removes every credential and keeps ordinary variables', () => {
    const scrubbed = scrubbedEnvironment({ ...canaries, ...kept, UNSET: undefined });
    expect(scrubbed).toEqual(kept);
  });

  it('removes runner control files and non-secret members of credential families', () => {
    const scrubbed = scrubbedEnvironment({
      GITHUB_ENV: '/runner/_temp/set_env',
      GITHUB_PATH: '/runner/_temp/add_path',
      GITHUB_OUTPUT: '/runner/_temp/set_output',
      INPUT_PROMPT: 'review this',
      AWS_REGION: 'eu-west-1',
      ACTIONS_CACHE_URL: 'https://cache.example/',
      ACTIONS_RESULTS_URL: 'https://results.example/',
      PWD: '/home/runner',
    });
    expect(scrubbed).toEqual({ PWD: '/home/runner' });
  });

  it('keeps names passed through explicitly', () => {
    const scrubbed = scrubbedEnvironment(
      { NPM_TOKEN: 'npm-secret-value', GH_TOKEN: 'x-secret-value' },
      ['NPM_TOKEN'],
    );
    expect(scrubbed).toEqual({ NPM_TOKEN: 'npm-secret-value' });
  });

  it('classifies why a variable is removed', () => {
    expect(removalReason('GITHUB_TOKEN', 'x')).toBe('secret');
    expect(removalReason('INPUT_ANTHROPIC_API_KEY', 'x')).toBe('secret');
    expect(removalReason('INPUT_MODEL', 'sonnet')).toBe('credential-family');
    expect(removalReason('GITHUB_ENV', '/tmp/x')).toBe('workflow-control');
    expect(removalReason('HOME', '/root')).toBeUndefined();
  });

  it('removes common CI secret names and value shapes, keeping look-alike ordinary names', () => {
    const secrets = {
      MAVEN_GPG_PASSPHRASE: 'correct-horse-battery-staple',
      GPG_PASSPHRASE: 'x',
      PASSPHRASE: 'x',
      SLACK_WEBHOOK: 'https://hooks.slack.com/services/T0AAAA/B0BBBB/abcdefabcdef',
      DISCORD_WEBHOOK: 'x',
      MSTEAMS_WEBHOOK: 'x',
      GH_PAT: 'not-a-prefixed-token',
      DOCKERHUB_PAT: 'x',
      PAT: 'x',
      NETRC: 'machine github.com login x password y',
      KUBE_CONFIG: 'apiVersion: v1',
      KUBE_CONFIG_DATA: 'YXBpVmVyc2lvbjogdjE=',
      KUBECONFIG_DATA: 'YXBpVmVyc2lvbjogdjE=',
      BUILD_CERTIFICATE_BASE64: 'MIIKeAIBAzCCCj4GCSqGSIb3',
      BUILD_PROVISION_PROFILE_BASE64: 'MIIKeAIBAzCCCj4GCSqGSIb3',
      SIGNING_P12: 'x',
      ANDROID_KEYSTORE: 'x',
      DOCKER_LOGIN: 'dckr_pat_AbCdEf0123456789xyzXYZ',
      STRIPE: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
      STRIPE_RESTRICTED: 'rk_live_4eC39HqLyjWDarjtT1zdp7dc',
      STRIPE_TEST: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
      SENDGRID: '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',
    };
    const ordinary = {
      PATH: '/usr/bin',
      PATTERN: '*.ts',
      XPATH: '//a',
      CLASSPATH: '/lib',
      NODE_PATH: '/lib/node',
      PATH_INFO: '/x',
      DISPATCH: 'yes',
      PWD: '/home/runner',
      OLDPWD: '/',
      KUBECONFIG: '/home/runner/.kube/config',
      KEYSTORE_TYPE: 'PKCS12',
      CERT_DIR: '/etc/ssl/certs',
      DESCRIPTION: 'sk_live_ is how Stripe keys start',
    };
    for (const name of Object.keys(secrets)) {
      expect(removalReason(name, secrets[name as keyof typeof secrets]), name).toBe('secret');
    }
    expect(scrubbedEnvironment({ ...secrets, ...ordinary })).toEqual(ordinary);
  });

  it('passes the variables that name models: they are settings, not credentials', () => {
    const scrubbed = scrubbedEnvironment({
      ANTHROPIC_MODEL: 'claude-opus-4-8',
      ANTHROPIC_DEFAULT_SONNET_MODEL: 'claude-sonnet-5',
      anthropic_default_haiku_model: 'claude-haiku-4-5',
      ANTHROPIC_SMALL_FAST_MODEL: 'claude-haiku-4-5',
      ANTHROPIC_BASE_URL: 'https://gateway.example',
      ANTHROPIC_API_KEY: 'sk-ant-api03-not-a-model-0123456789',
    });
    expect(scrubbed).toEqual({
      ANTHROPIC_MODEL: 'claude-opus-4-8',
      ANTHROPIC_DEFAULT_SONNET_MODEL: 'claude-sonnet-5',
      anthropic_default_haiku_model: 'claude-haiku-4-5',
      ANTHROPIC_SMALL_FAST_MODEL: 'claude-haiku-4-5',
    });
    // A model variable that holds a key is still a secret.
    expect(removalReason('ANTHROPIC_MODEL', 'sk-ant-api03-pasted-by-mistake-0123')).toBe('secret');
  });

  it('adds non-interactive defaults and the harness markers for tools', () => {
    expect(toolEnvironment({ PATH: '/bin', GITHUB_TOKEN: 'x' })).toEqual({
      PATH: '/bin',
      GIT_TERMINAL_PROMPT: '0',
      GIT_EDITOR: 'true',
      GIT_PAGER: 'cat',
      PAGER: 'cat',
      CLAUDECODE: '1',
      AI_AGENT: expect.stringMatching(/^flotilla_\d+-\d+-\d+_harness$/),
    });
  });
});

describe('secretValues', () => {
  it('returns the values of secrets, longest first, not of ordinary or short values', () => {
    const values = secretValues({
      ...canaries,
      ...kept,
      INPUT_MODEL: 'sonnet',
      SHORT_TOKEN: 'abc',
    });
    expect(values).toContain(canaries.ANTHROPIC_API_KEY);
    expect(values).toContain(canaries.INPUT_ANTHROPIC_API_KEY);
    expect(values).toContain(canaries.UNRELATED_NAME);
    expect(values).toContain(canaries.DATABASE_URL);
    expect(values).not.toContain('sonnet');
    expect(values).not.toContain('abc');
    expect(values).not.toContain(kept.PATH);
    const lengths = values.map((value) => value.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });
});

describe('canary secrets never reach Bash (R14)', () => {
  let tree: TempTree;
  const saved: Record<string, string | undefined> = {};
  beforeEach(async () => {
    tree = await makeTempTree();
    for (const [name, value] of Object.entries(canaries)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    process.env.VISIBLE_CONTROL = kept.VISIBLE_CONTROL;
  });
  afterEach(async () => {
    for (const name of Object.keys(canaries)) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    delete process.env.VISIBLE_CONTROL;
    await tree.cleanup();
  });

  it.each([
    ['env', 'env'],
    ['printenv', 'printenv'],
    ['/proc/self/environ', "cat /proc/self/environ | tr '\\0' '\\n'"],
    ['a child of a child', 'bash -c "sh -c env"'],
    ['export -p', 'export -p'],
  ])('via %s', async (_label, command) => {
    const context = toolContext(tree.root, { environment: toolEnvironment(process.env) });
    const output = await runTool(bashTool, { command }, context);
    expect(output).toContain('control-value-visible');
    for (const [name, value] of Object.entries(canaries)) {
      expect(output, name).not.toContain(value);
      expect(output, name).not.toMatch(new RegExp(`(^|\\s|\\0|x )${name}=`, 'm'));
    }
    for (const value of Object.values(canaries)) expect(output).not.toContain(value.slice(0, 16));
  });
});

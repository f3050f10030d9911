import { describe, expect, it } from 'vitest';
import { removalReason } from '../../src/config/environment.js';
import { tokenCharacter } from '../../src/platform/secret-shapes.js';
import { createRedactor } from '../../src/publish/redact.js';

/**
 * One sample of every credential shape that the tool environment or the redactor knew: each is
 * now dropped from the environment under any name and hidden in text whoever printed it.
 */
const tokens = {
  'GitHub classic': `ghp_${'a1'.repeat(18)}`,
  'GitHub OAuth': `gho_${'b2'.repeat(18)}`,
  'GitHub user-to-server': `ghu_${'c3'.repeat(18)}`,
  'GitHub server-to-server': `ghs_${'Z9'.repeat(18)}`,
  'GitHub refresh': `ghr_${'d4'.repeat(18)}`,
  'GitHub fine-grained': `github_pat_11ABCDEFG0123456789_${'x'.repeat(59)}`,
  Anthropic: `sk-ant-api03-${'k'.repeat(40)}`,
  'Anthropic, short': 'sk-ant-0123456789',
  OpenAI: `sk-proj-${'o'.repeat(40)}`,
  Slack: 'xoxb-1234567890-abcdefghij',
  'Slack, other kinds': 'xoxo-1234567890-abcdefghij',
  'AWS access key id': 'AKIAIOSFODNN7EXAMPLE',
  'AWS temporary key id': 'ASIAIOSFODNN7EXAMPLE',
  npm: `npm_${'n'.repeat(36)}`,
  GitLab: 'glpat-AbCdEf0123456789xyzXYZ',
  'Docker Hub': 'dckr_pat_AbCdEf0123456789xyzXYZ',
  'Stripe secret': 'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
  'Stripe restricted': 'rk_live_4eC39HqLyjWDarjtT1zdp7dc',
  'Stripe test': 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  SendGrid: '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',
};

const privateKey = '-----BEGIN RSA PRIVATE KEY-----\nMIIEbody\n-----END RSA PRIVATE KEY-----';

describe('credential shapes', () => {
  it('drops a variable holding any of them, whatever its name', () => {
    for (const [shape, token] of Object.entries(tokens)) {
      expect(removalReason('UNRELATED_NAME', token), shape).toBe('secret');
      expect(removalReason('UNRELATED_NAME', `  ${token}\n`), shape).toBe('secret');
    }
    expect(removalReason('DEPLOY', privateKey)).toBe('secret');
    expect(removalReason('DATABASE', 'postgres://user:pw@db.example/app')).toBe('secret');
  });

  it('hides any of them in text, whoever printed it', () => {
    const redact = createRedactor([]);
    for (const [shape, token] of Object.entries(tokens)) {
      expect(redact(`token=${token};`), shape).toBe('token=***;');
      expect(redact(`"${token}" was printed`), shape).toBe('"***" was printed');
    }
    expect(redact(`key:\n${privateKey}\nend`)).toBe('key:\n***\nend');
  });

  it('holds a streamed token back until it is whole: every token is made of token characters', () => {
    const redact = createRedactor([]);
    for (const [shape, token] of Object.entries(tokens)) {
      expect(
        [...token].every((character) => tokenCharacter.test(character)),
        shape,
      ).toBe(true);
      const text = `the key is ${token.slice(0, -3)}`;
      expect(redact.settledLength?.(text), shape).toBeLessThanOrEqual('the key is '.length);
    }
  });

  it('leaves prefixes, short look-alikes and ordinary values alone', () => {
    const ordinary = [
      'ghp_short',
      'sk-ant-x',
      'sk-learn',
      // Kebab-case words and sign-offs, not keys: a review quotes them.
      'branch sk-1234-fix-login-redirect',
      '.sk-folding-cube-animation-delay',
      'Sign off: xoxo-love-from-the-team',
      'npm_config_registry',
      'AKIAIOSFODNN7EXAMPLEANDMORE',
      'Stripe keys start sk_live_ and SendGrid ones SG.',
      'https://example.com/a:b@c',
      '-----BEGIN CERTIFICATE-----',
    ];
    const redact = createRedactor([]);
    for (const value of ordinary) {
      expect(removalReason('UNRELATED_NAME', value), value).toBeUndefined();
      expect(redact(value), value).toBe(value);
    }
  });
});

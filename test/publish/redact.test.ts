import { afterEach, describe, expect, it } from 'vitest';
import { publishAuditIssue } from '../../src/publish/audit-issue.js';
import { renderAnnotations } from '../../src/publish/annotations.js';
import { renderJobSummary } from '../../src/publish/job-summary.js';
import { renderMarkdownReport } from '../../src/publish/markdown-report.js';
import { publishReview } from '../../src/publish/pr-review.js';
import { openPullRequest } from '../../src/publish/pull-request.js';
import { REDACTED, createRedactor, redactDeep, redactJsonLines } from '../../src/publish/redact.js';
import { toSarif } from '../../src/publish/sarif.js';
import { upsertStickyComment } from '../../src/publish/sticky-comment.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { additionPatch, clientFor, makeFinding, makeResult } from './fixtures.js';

describe('createRedactor', () => {
  it('replaces every occurrence of a secret and its common encodings', () => {
    const redact = createRedactor(['s3cr3t-value!', 'another secret']);
    expect(redact('a s3cr3t-value! b s3cr3t-value!')).toBe('a *** b ***');
    expect(redact(encodeURIComponent('s3cr3t-value!'))).toBe('***');
    expect(redact(`Basic ${Buffer.from('another secret').toString('base64')}`)).toBe('Basic ***');
    expect(
      redact(
        `Authorization: basic ${Buffer.from('x-access-token:another secret').toString('base64')}`,
      ),
    ).toBe('Authorization: basic ***');
  });

  it('replaces a secret base64-encoded inside longer text, unpadded or URL-safe, and in hex', () => {
    const secret = 'CANARYPW-xyz-9876543210';
    const redact = createRedactor([secret]);
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    const encodings = [
      base64(secret).replace(/=+$/, ''),
      base64(`:${secret}`),
      base64(`me:${secret}`),
      base64(`${secret}!`),
      base64(`user:${secret}`).replaceAll('+', '-').replaceAll('/', '_'),
      Buffer.from(secret).toString('hex'),
      Buffer.from(secret).toString('hex').toUpperCase(),
    ];
    for (const encoded of encodings) {
      const redacted = redact(`value ${encoded} end`);
      expect(redacted).toContain(REDACTED);
      // What is left are the characters that also hold the bytes around the secret.
      expect(redacted).not.toContain(encoded.slice(8, -8));
    }
    // Ordinary text and short base64 runs stay as they are.
    expect(redact('Q0FO and hello world')).toBe('Q0FO and hello world');
  });

  it('replaces well-known token shapes even when their value was not given', () => {
    const redact = createRedactor([]);
    const samples = [
      `ghp_${'a1'.repeat(18)}`,
      `ghs_${'Z9'.repeat(18)}`,
      `github_pat_11ABCDEFG0123456789_${'x'.repeat(59)}`,
      `sk-ant-api03-${'k'.repeat(40)}`,
      'AKIAIOSFODNN7EXAMPLE',
      'dckr_pat_AbCdEf0123456789xyzXYZ',
      'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
      'rk_live_4eC39HqLyjWDarjtT1zdp7dc',
      'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
      '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',
    ];
    for (const sample of samples) expect(redact(`token=${sample};`)).toBe('token=***;');
    // Their prefixes alone are prose, not keys.
    expect(redact('Stripe keys start sk_live_ and SendGrid ones SG.')).toBe(
      'Stripe keys start sk_live_ and SendGrid ones SG.',
    );
  });

  it('holds back a streamed SendGrid key cut at one of its dots', () => {
    const redact = createRedactor([]);
    const key = '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';
    const first = `the key is ${key.slice(0, 'SG.ngeVfQFYQlKU0ufo8x5d1A.'.length)}`;
    expect(redact.settledLength?.(first)).toBeLessThanOrEqual(first.indexOf('SG.'));
    expect(redact(`the key is ${key}`)).toBe('the key is ***');
  });

  it('leaves values too short to be secrets alone, and ordinary text untouched', () => {
    // Under eight characters, as docs/security.md says: a local endpoint's placeholder key.
    const redact = createRedactor(['ab', '', 'ollama', 'test', 'seven77']);
    expect(redact('about abc')).toBe('about abc');
    expect(redact('ollama serve; the test suite; seven77')).toBe(
      'ollama serve; the test suite; seven77',
    );
    expect(createRedactor(['eight888'])('eight888')).toBe('***');
    expect(redact('ghp_short and sk-ant-x')).toBe('ghp_short and sk-ant-x');
  });

  it('replaces a longer secret whole when it contains a shorter one', () => {
    expect(createRedactor(['abcd', 'abcdefgh'])('[abcdefgh]')).toBe('[***]');
  });
});

describe('redaction of structured data', () => {
  const begin = '-----BEGIN RSA PRIVATE KEY-----';
  const end = '-----END RSA PRIVATE KEY-----';

  it('redacts each string on its own: a key block never spans two strings', () => {
    const redact = createRedactor(['s3cr3t-value!']);
    const results = [
      { type: 'tool_result', tool_use_id: 'a', content: `head.pem:1:${begin}` },
      { type: 'tool_result', tool_use_id: 'b', content: 'other s3cr3t-value! text' },
      { type: 'tool_result', tool_use_id: 'c', content: `tail.pem:2:${end}` },
      { type: 'tool_result', tool_use_id: 'd', content: `${begin}\nMIIEbody\n${end}` },
    ];
    expect(redactDeep(results, redact)).toEqual([
      results[0],
      { ...results[1], content: 'other *** text' },
      results[2],
      { ...results[3], content: REDACTED },
    ]);
    // Serialized JSON redacted as text (an Action output) keeps its strings apart as well: a key
    // block holds no quote, so the pattern never runs from one string into the next.
    expect(JSON.parse(redact(JSON.stringify(results)))).toEqual(redactDeep(results, redact));
    expect(JSON.parse(redact(JSON.stringify(results, null, 2)))).toEqual(
      redactDeep(results, redact),
    );
  });

  it('redacts keys too, and keeps a "__proto__" key of parsed JSON as a key', () => {
    const redact = createRedactor(['s3cr3t-value!']);
    const value = JSON.parse('{"s3cr3t-value!": 1, "__proto__": {"x": "s3cr3t-value!"}}') as object;
    const redacted = redactDeep(value, redact);
    expect(Object.keys(redacted)).toEqual([REDACTED, '__proto__']);
    expect(JSON.stringify(redacted)).toBe('{"***":1,"__proto__":{"x":"***"}}');
  });

  it('redacts JSON lines value by value, and a line that is not JSON as text', () => {
    const redact = createRedactor(['s3cr3t-value!']);
    const events = [
      { type: 'user', text: `a ${begin}` },
      { type: 'user', text: `${end} b s3cr3t-value!` },
    ];
    const text = `${events.map((event) => JSON.stringify(event)).join('\n')}\nnot json s3cr3t-value!\n`;
    const lines = redactJsonLines(text, redact).split('\n');
    expect(lines.slice(0, 2).map((line) => JSON.parse(line) as unknown)).toEqual([
      events[0],
      { type: 'user', text: `${end} b ***` },
    ]);
    expect(lines.slice(2)).toEqual(['not json ***', '']);
  });
});

describe('the canary never reaches GitHub or any output', () => {
  let server: GitHubServer;
  afterEach(async () => {
    await server.close();
  });

  it('is redacted from reviews, fallbacks, comments, issues, pull requests and reports', async () => {
    const canary = 'CANARY-7f3a9c1e5b';
    const redact = createRedactor([canary]);
    server = await startGitHubServer({
      pulls: [
        {
          number: 1,
          headSha: 'a'.repeat(40),
          files: [{ filename: 'src/app.ts', patch: additionPatch(10) }],
        },
        {
          number: 2,
          headSha: 'b'.repeat(40),
          files: [{ filename: 'src/app.ts', patch: additionPatch(10) }],
        },
      ],
      refs: { 'heads/main': 'c'.repeat(40), 'heads/flotilla/fix': 'd'.repeat(40) },
    });
    const findings = [
      makeFinding({
        line: 2,
        title: `Key ${canary} in code`,
        body: `found ${canary}`,
        suggestion: `key = "${canary}"`,
      }),
      makeFinding({
        path: `src/${canary}.ts`,
        line: 3,
        title: 'Outside',
        body: `again ${canary}`,
        agent: `agent-${canary}`,
      }),
      makeFinding({ line: 4, title: 'Encoded', body: `url ${encodeURIComponent(canary)}` }),
    ];
    const result = makeResult({
      findings,
      final_text: `final ${canary}`,
      error: `error ${canary}`,
    });
    const github = clientFor(server);

    await publishReview({ github, pullNumber: 1, result, redact });
    server.injectFault({ method: 'POST', path: /\/reviews$/, when: 'before', status: 422 });
    await publishReview({ github, pullNumber: 2, result, redact });
    await upsertStickyComment({ github, issueNumber: 1, body: renderJobSummary(result), redact });
    await publishAuditIssue({ github, auditName: `audit-${canary}`, result, redact });
    await openPullRequest({
      github,
      head: 'flotilla/fix',
      base: 'main',
      title: `Fix ${canary}`,
      body: `b ${canary}`,
      redact,
    });

    expect(server.state.reviews).toHaveLength(2);
    expect(server.state.reviewComments.length).toBeGreaterThan(0);
    const sent = server.requests.map((request) => request.rawBody).join('\n');
    expect(sent).toContain('***');
    expect(sent).not.toContain(canary);
    expect(decodeURIComponent(sent)).not.toContain(canary);

    const local = [
      renderJobSummary(result, { redact }),
      renderMarkdownReport(result, { redact }),
      JSON.stringify(toSarif(result, { redact })),
      ...renderAnnotations(result.findings, { redact }),
    ].join('\n');
    expect(local).not.toContain(canary);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_LABEL, publishAuditIssue, renderAuditBody } from '../../src/publish/audit-issue.js';
import { createRedactor } from '../../src/publish/redact.js';
import { findingKeysOf } from '../../src/publish/markers.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor, makeFinding, makeResult } from './fixtures.js';

let server: GitHubServer;
beforeEach(async () => {
  server = await startGitHubServer({
    issues: [{ title: 'A human issue with our label', labels: [AUDIT_LABEL], body: 'not ours' }],
  });
});
afterEach(async () => {
  await server.close();
});

const findings = [
  makeFinding({
    severity: 'high',
    path: 'src/db.ts',
    line: 12,
    title: 'SQL built from input | unsafe',
  }),
  makeFinding({ severity: 'low', path: 'src/util.ts', line: 3, title: 'Unused helper' }),
];

describe('publishAuditIssue', () => {
  it('creates the issue with the label and a findings table, then updates the same issue', async () => {
    const github = clientFor(server);
    const first = await publishAuditIssue({
      github,
      auditName: 'nightly-security',
      result: makeResult({ findings }),
    });
    expect(first.action).toBe('created');
    const created = server.state.issues.find((issue) => issue.number === first.number);
    expect(created?.labels).toEqual([{ name: AUDIT_LABEL }]);
    expect(created?.title).toBe('Flotilla audit: nightly-security — 2 findings');
    expect(String(created?.body)).toContain(
      '| 🟠 high | `src/db.ts:12` | SQL built from input \\| unsafe |',
    );

    const second = await publishAuditIssue({
      github,
      auditName: 'nightly-security',
      result: makeResult({ findings: findings.slice(1) }),
    });
    expect(second).toMatchObject({ action: 'updated', number: first.number });
    expect(server.state.issues).toHaveLength(2);
    const updated = server.state.issues.find((issue) => issue.number === first.number);
    expect(updated?.title).toBe('Flotilla audit: nightly-security — 1 finding');
    expect(String(updated?.body)).not.toContain('SQL built');
    expect(server.state.issues[0]?.body).toBe('not ours');
  });

  it('keeps one issue per audit name and reopens a closed one when the audit finds something again', async () => {
    const github = clientFor(server);
    const security = await publishAuditIssue({
      github,
      auditName: 'security',
      result: makeResult({ findings }),
    });
    const docs = await publishAuditIssue({
      github,
      auditName: 'docs',
      result: makeResult({ findings: [] }),
    });
    expect(docs.number).not.toBe(security.number);
    await github.updateIssue(security.number, { state: 'closed' });
    const quiet = await publishAuditIssue({
      github,
      auditName: 'security',
      result: makeResult({ findings: [] }),
    });
    expect(quiet).toMatchObject({ action: 'updated', number: security.number });
    expect(server.state.issues.find((issue) => issue.number === security.number)?.state).toBe(
      'closed',
    );
    const again = await publishAuditIssue({
      github,
      auditName: 'security',
      result: makeResult({ findings }),
    });
    expect(again).toMatchObject({ action: 'reopened', number: security.number });
    expect(server.state.issues.find((issue) => issue.number === security.number)?.state).toBe(
      'open',
    );
    expect(server.state.issues).toHaveLength(3);
  });

  it('keeps the body within 65,536 characters for a very large audit', async () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      makeFinding({
        path: `src/f${index}.ts`,
        line: index + 1,
        title: `Finding ${index}`,
        body: 'b'.repeat(2000),
      }),
    );
    await publishAuditIssue({
      github: clientFor(server),
      auditName: 'big',
      result: makeResult({ findings: many }),
    });
    expect(server.answered(422)).toHaveLength(0);
    const body = String(server.state.issues[1]?.body);
    expect(body.length).toBeLessThanOrEqual(65_536);
    // What the table has no room for is counted, and not named on the keys line.
    const listed = findingKeysOf(body)?.size ?? 0;
    expect(listed).toBeGreaterThan(0);
    expect(body).toContain(`…and ${2000 - listed} more findings`);
    expect(body.match(/^\| 🟡/gmu)).toHaveLength(listed);
  });

  it('fills the room left by the table with shortened details and says what was left out', async () => {
    // 80 findings of ~1.1k characters each: the table fits, the details in full do not.
    const long = Array.from({ length: 80 }, (_, index) =>
      makeFinding({
        path: 'src/orders.js',
        line: index + 1,
        title: `Distinct issue ${index}`,
        body: `BODY-${index} ${'why this matters and how to fix it. '.repeat(30)}`,
        ...(index === 79 ? { suggestion: 'parseRule(text);' } : {}),
      }),
    );
    await publishAuditIssue({
      github: clientFor(server),
      auditName: 'long',
      result: makeResult({ findings: long }),
      artifactUrl: 'https://github.test/octo/demo/actions/runs/9',
    });
    const body = String(server.state.issues[1]?.body);
    expect(body.length).toBeLessThanOrEqual(65_536);
    // The room is used: every finding's explanation is there, the first ones in full, the
    // others shortened.
    expect(body.length).toBeGreaterThan(60_000);
    for (let index = 0; index < 80; index++) expect(body).toContain(`BODY-${index} why`);
    expect(body).toContain(long[0]!.body.trim());
    expect(body).not.toContain(long[79]!.body.trim());
    expect(body).toContain(' … (truncated)');
    expect(body).toContain('A suggested replacement is in the full results.');
    expect(body).toContain(
      "The details below are shortened to fit GitHub's 65,536-character limit; every finding in full is in [the full results](https://github.test/octo/demo/actions/runs/9).",
    );
  });

  it('says how many findings have no details when even one line each does not fit', () => {
    const findingsOf = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        makeFinding({ line: index + 1, title: `Finding ${index}`, body: 'b'.repeat(3000) }),
      );
    const render = (count: number) =>
      renderAuditBody({
        marker: '<!-- m -->',
        name: 'n',
        result: makeResult(),
        findings: findingsOf(count),
        pointer: 'POINTER',
        when: 'now',
      });
    const body = render(600);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(
      /…and the details of \d+ more findings \(in the table above\): see POINTER\./,
    );
    expect(body).toContain('**Finding 0**');
  });

  it('does not duplicate the issue when the POST was applied but answered 502', async () => {
    server.injectFault({ method: 'POST', path: /\/issues$/, when: 'after', status: 502 });
    await publishAuditIssue({
      github: clientFor(server),
      auditName: 'flaky',
      result: makeResult({ findings }),
      reconcileDelayMs: 0,
    });
    expect(server.state.issues).toHaveLength(2);
  });
});

describe('publishAuditIssue — a run that did not finish', () => {
  const leadFailed = makeResult({
    conclusion: 'error',
    run_id: '20261127T030000Z-00000err',
    error: 'The API key was rejected (401 authentication_error): bad key.',
    agents: [],
    incomplete: [
      {
        name: 'flotilla-lead',
        agent_id: 'flotilla-lead',
        status: 'failed',
        reason: 'The API key was rejected (401 authentication_error): bad key.',
      },
      {
        name: 'security-reviewer',
        agent_id: '',
        status: 'not_started',
        reason: 'the run was asked to run it, but the lead never started it',
      },
    ],
  });
  const reviewerFailed = (found = findings.slice(1)) =>
    makeResult({
      conclusion: 'partial',
      run_id: '20261127T030000Z-0partial',
      findings: found,
      incomplete: [
        {
          name: 'security-reviewer',
          agent_id: 'a1-security-reviewer',
          status: 'failed',
          reason: 'The model API rejected the request (400 invalid_request_error)',
        },
      ],
    });
  const issueOf = (number: number) => server.state.issues.find((issue) => issue.number === number);

  it.each([
    ['error', leadFailed],
    ['partial', reviewerFailed([])],
  ])(
    'ending %s, it keeps the issue’s findings and comments what did not finish',
    async (conclusion, unfinished) => {
      const github = clientFor(server);
      const first = await publishAuditIssue({
        github,
        auditName: 'nightly',
        result: makeResult({ findings }),
      });
      await github.updateIssue(first.number, { state: 'closed' });
      const before = { ...issueOf(first.number) };

      const published = await publishAuditIssue({
        github,
        auditName: 'nightly',
        result: unfinished,
        runUrl: 'https://github.test/octo/demo/actions/runs/9',
      });
      expect(published).toMatchObject({ action: 'commented', number: first.number });
      const issue = issueOf(first.number);
      expect(issue?.title).toBe('Flotilla audit: nightly — 2 findings');
      expect(issue?.body).toBe(before.body);
      expect(issue?.state).toBe('closed');
      expect(String(issue?.body)).toContain('SQL built from input');

      const comments = server.state.issueComments;
      expect(comments).toHaveLength(1);
      expect(comments[0]?.issue_number).toBe(first.number);
      expect(published.commentUrl).toBe(comments[0]?.html_url);
      const comment = String(comments[0]?.body);
      expect(comment).toContain(`conclusion \`${conclusion}\``);
      expect(comment).toContain('[workflow run](https://github.test/octo/demo/actions/runs/9)');
      expect(comment).toContain('This issue keeps the findings it listed');
      for (const agent of unfinished.incomplete) {
        expect(comment).toContain(`${agent.status} — ${agent.reason}`);
      }
      expect(comment).not.toMatch(/0 findings|No findings/);

      // The same result published again updates its comment; it adds none.
      await publishAuditIssue({ github, auditName: 'nightly', result: unfinished });
      expect(server.state.issueComments).toHaveLength(1);
    },
  );

  it('adds what it found to the list, removes nothing, and reopens a closed issue', async () => {
    const github = clientFor(server);
    const first = await publishAuditIssue({
      github,
      auditName: 'nightly',
      result: makeResult({ findings: findings.slice(0, 1) }),
    });
    await github.updateIssue(first.number, { state: 'closed' });
    // One auditor failed (or hit its maxTurns); another found something new.
    const found = makeFinding({ path: 'src/new.ts', line: 7, title: 'Found while one failed' });
    const published = await publishAuditIssue({
      github,
      auditName: 'nightly',
      result: reviewerFailed([findings[0]!, found]),
    });
    expect(published).toMatchObject({ action: 'reopened', number: first.number, added: 1 });
    const issue = issueOf(first.number);
    expect(issue?.state).toBe('open');
    expect(issue?.title).toBe('Flotilla audit: nightly — 2 findings');
    const [added, before] = String(issue?.body).split('#### Before this run');
    expect(added).toContain('Found while one failed');
    expect(added).not.toContain('SQL built from input');
    expect(before).toContain('SQL built from input');
    expect(before).toContain('Last complete run');
    const comment = String(server.state.issueComments[0]?.body);
    expect(comment).toContain("#### Reported by this run (2), 1 of them added to the issue's list");
    expect(comment).toContain('**Found while one failed** — `src/new.ts:7`');

    // Found again by a run that does not finish: in the list already, so the issue stays.
    const again = await publishAuditIssue({
      github,
      auditName: 'nightly',
      result: { ...reviewerFailed([found]), run_id: '20261128T030000Z-0partial' },
    });
    expect(again.action).toBe('commented');
    expect(issueOf(first.number)?.body).toBe(issue?.body);
  });

  it('keeps the earlier findings in view, and names only listed ones, when many long ones are added', async () => {
    const github = clientFor(server);
    const first = await publishAuditIssue({
      github,
      auditName: 'nightly',
      result: makeResult({
        findings: Array.from({ length: 5 }, (_, index) =>
          makeFinding({ path: `src/old${index}.ts`, title: `Earlier ${index}` }),
        ),
      }),
    });
    const long = Array.from({ length: 300 }, (_, index) =>
      makeFinding({
        path: `src/new${index}.ts`,
        title: `Added ${index} ${'t'.repeat(400)}`,
        body: 'b'.repeat(3000),
      }),
    );
    await publishAuditIssue({ github, auditName: 'nightly', result: reviewerFailed(long) });
    const body = String(issueOf(first.number)?.body);
    expect(body.length).toBeLessThanOrEqual(65_536);
    for (let index = 0; index < 5; index++) expect(body).toContain(`Earlier ${index}`);
    const keys = findingKeysOf(body)!;
    const shown = long.filter((finding) => body.includes(`Added ${long.indexOf(finding)} t`));
    expect(keys.size).toBe(5 + shown.length);
    expect(body).toContain(`…and ${300 - shown.length} more findings`);
  });

  it('flattens, not nests, what runs that did not finish added, and keeps saying none finished', async () => {
    const github = clientFor(server);
    const created = await publishAuditIssue({ github, auditName: 'nightly', result: leadFailed });
    for (let run = 0; run < 6; run++) {
      await publishAuditIssue({
        github,
        auditName: 'nightly',
        result: {
          ...reviewerFailed([makeFinding({ path: `src/r${run}.ts`, title: `Run ${run}` })]),
          run_id: `run-${run}`,
        },
      });
    }
    const issue = issueOf(created.number);
    const body = String(issue?.body);
    expect(body.split('#### Before this run')).toHaveLength(2);
    for (let run = 0; run < 6; run++) expect(body.split(`**Run ${run}**`)).toHaveLength(2);
    expect(findingKeysOf(body)?.size).toBe(6);
    expect(issue?.title).toBe('Flotilla audit: nightly — did not finish, 6 findings');
  });

  it('redacts secrets in the comment', async () => {
    const canary = 'sk-ant-api03-CANARY-0123456789abcdef';
    const github = clientFor(server);
    await publishAuditIssue({ github, auditName: 'nightly', result: makeResult({ findings }) });
    const failed = reviewerFailed([makeFinding({ title: `Leaks ${canary}` })]);
    failed.incomplete[0]!.reason = `rejected key ${canary}`;
    await publishAuditIssue({
      github,
      auditName: 'nightly',
      result: failed,
      redact: createRedactor([canary]),
    });
    const comment = String(server.state.issueComments[0]?.body);
    expect(comment).toContain('rejected key ***');
    expect(comment).not.toContain(canary);
  });

  it('on the first run, creates the issue saying it did not finish, never "0 findings"', async () => {
    const github = clientFor(server);
    const created = await publishAuditIssue({ github, auditName: 'nightly', result: leadFailed });
    expect(created.action).toBe('created');
    const issue = issueOf(created.number);
    expect(issue?.title).toBe('Flotilla audit: nightly — did not finish');
    expect(String(issue?.body)).toContain('(it did not finish)');
    expect(String(issue?.body)).toContain(
      'The run did not finish, so it does not show that there is nothing to find.',
    );
    expect(String(issue?.body)).not.toContain('No findings in the last run.');
    expect(String(issue?.body)).toMatch(/Did not finish \(2\)[\s\S]*401/);

    // The next complete run makes it the standing record.
    await publishAuditIssue({ github, auditName: 'nightly', result: makeResult({ findings }) });
    expect(issueOf(created.number)?.title).toBe('Flotilla audit: nightly — 2 findings');
    expect(String(issueOf(created.number)?.body)).toContain('Last complete run:');
    expect(server.state.issueComments).toHaveLength(0);
  });
});

describe('publishAuditIssue with a secret in the audit name', () => {
  it('finds its issue again although the name is redacted', async () => {
    const redact = createRedactor(['SECRET-NAME-1234']);
    const github = clientFor(server);
    const first = await publishAuditIssue({
      github,
      auditName: 'a-SECRET-NAME-1234',
      result: makeResult(),
      redact,
    });
    const second = await publishAuditIssue({
      github,
      auditName: 'a-SECRET-NAME-1234',
      result: makeResult(),
      redact,
    });
    expect(second).toMatchObject({ action: 'updated', number: first.number });
  });
});

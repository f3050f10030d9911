import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, filesUnder, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

const ordersJs = readFileSync(
  new URL('../../examples/demo/repo/src/orders.js', import.meta.url),
  'utf8',
);
const headFiles = {
  'src/orders.js': `${ordersJs}\nexport function orderLabel(order) {\n  return \`Order \${order.id}\`;\n}\n`,
};
const findings = [
  {
    path: 'src/orders.js',
    line: 19,
    severity: 'critical' as const,
    title: 'Injection',
    body: 'bad',
  },
];
/** A key a workflow pastes into an MCP server's args (`${{ secrets.SENTRY_TOKEN }}`). */
const argSecret = 'sntrys_ARGCANARY_4f2a9c8e7d6b5a4f3e2d1c0b';

describe("Action: a credential in an mcp_config server's args", () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({ headFiles, permissions: { octocat: 'write' } });
  });
  afterEach(() => world?.cleanup());

  it('is masked, and a server that quotes it on stderr when it fails cannot post it', async () => {
    const model = await world.startModel(
      scenario('e2e-mcp-argsecret', [
        ...leadRules(['security-reviewer']),
        reporterRule('security-reviewer', findings),
      ]),
    );
    const mcpConfig = JSON.stringify({
      mcpServers: {
        sentry: {
          command: process.execPath,
          args: [
            '-e',
            'console.error("auth failed for token " + process.argv[1]); process.exit(3)',
            '--',
            argSecret,
          ],
        },
      },
    });
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'security-reviewer', mcp_config: mcpConfig },
    });
    expect(run.stdout).toContain(`::add-mask::${argSecret}`);
    const surfaces: Record<string, string> = {
      GITHUB_STEP_SUMMARY: run.summary,
      'GitHub request bodies': world.github.requests.map((request) => request.rawBody).join('\n'),
    };
    for (const file of await filesUnder(run.runnerTemp)) surfaces[file.file] = file.text;
    // The warning that quotes the server's stderr still reaches the review, redacted.
    expect(surfaces['GitHub request bodies']).toContain('auth failed for token');
    const leaks = Object.entries(surfaces)
      .filter(([, text]) => text.includes(argSecret))
      .map(([name]) => name);
    expect(leaks, describeRun(run)).toEqual([]);
  });
});

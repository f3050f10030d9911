import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun, type ActionRun } from './support/action-process.js';
import { createWorld, filesUnder, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * What the Action prints and posts when the text in it is hostile: a credential written into
 * `mcp_config` (the usual `${{ secrets.X }}`) that a server echoes, and model or server output
 * shaped as workflow commands (`::stop-commands::` would make the runner ignore everything
 * Flotilla says after it, its failure included).
 */

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

const mcpSecret = 'sntrys_CANARY_4f2a9c8e7d6b5a4f3e2d1c0b';
const headerSecret = 'remote-header-canary-0123456789';
/** A key a workflow pastes into an MCP server's args (`${{ secrets.SENTRY_TOKEN }}`). */
const argSecret = 'sntrys_ARGCANARY_4f2a9c8e7d6b5a4f3e2d1c0b';

/** stdout lines the runner would take as workflow commands (it trims them; CR or LF ends one). */
function commandLines(run: ActionRun): string[] {
  return run.stdout
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('::') || line.startsWith('##['));
}

describe('the Action with hostile text in its log and outputs', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({ headFiles, permissions: { octocat: 'write' } });
  });
  afterEach(() => world?.cleanup());

  it("masks and redacts mcp_config servers' env and headers values wherever they would show", async () => {
    const model = await world.startModel(
      scenario('e2e-mcp-secret', [
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
            'console.error("auth failed for token " + process.env.SENTRY_AUTH_TOKEN); process.exit(3)',
          ],
          env: { SENTRY_AUTH_TOKEN: mcpSecret },
        },
        // Never reached (no server listens): its header value is masked all the same.
        remote: {
          type: 'http',
          url: 'http://127.0.0.1:9/mcp',
          headers: { Authorization: `Bearer ${headerSecret}` },
        },
      },
    });
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'security-reviewer', mcp_config: mcpConfig, keep_transcripts: 'true' },
    });
    // The server did run and print the token: the run says so, without it.
    expect(run.stdout, describeRun(run)).toContain('auth failed for token ***');
    expect(run.stdout).toContain(`::add-mask::${mcpSecret}`);
    expect(run.stdout).toContain(`::add-mask::${headerSecret}`);
    const visible = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    const surfaces: Record<string, string> = {
      stdout: visible,
      stderr: run.stderr,
      GITHUB_OUTPUT: run.outputFile,
      GITHUB_STEP_SUMMARY: run.summary,
      'GitHub request bodies': world.github.requests.map((request) => request.rawBody).join('\n'),
    };
    for (const file of await filesUnder(run.runnerTemp)) surfaces[file.file] = file.text;
    expect(Object.keys(surfaces).some((name) => name.endsWith('results.json'))).toBe(true);
    const leaks = Object.entries(surfaces)
      .filter(([, text]) => text.includes(mcpSecret) || text.includes(headerSecret))
      .map(([name]) => name);
    expect(leaks).toEqual([]);
  });

  it('prints no model- or server-written line the runner would take as a workflow command', async () => {
    const lead = leadRules(['security-reviewer']);
    const launch = lead[1]!.turns[0]!.tool_use![0]!;
    launch.input = {
      ...launch.input,
      description: 'Run reviewer\n::stop-commands::pwned\n::notice::injected',
    };
    const model = await world.startModel(
      scenario('e2e-workflow-commands', [...lead, reporterRule('security-reviewer', findings)]),
    );
    // A server whose stderr (shown in the warning that it did not start) carries commands.
    const mcpConfig = JSON.stringify({
      mcpServers: {
        noisy: {
          command: process.execPath,
          args: [
            '-e',
            'console.error("boom\\n::stop-commands::pwned2\\r::notice::from-mcp\\n  ##[error]legacy"); process.exit(3)',
          ],
        },
      },
    });
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'security-reviewer', mcp_config: mcpConfig, fail_on: 'critical' },
    });
    // The hostile text did reach the log, defused.
    expect(run.stdout, describeRun(run)).toContain(
      'Agent Run reviewer ::stop-commands::pwned ::notice::injected',
    );
    expect(run.stdout).toContain('\\::stop-commands::pwned2');
    expect(run.stdout).toContain('\\##[error]legacy');
    // Only Flotilla's own commands: masks, the finding's annotation, the warnings, the failure.
    const commands = commandLines(run);
    expect(commands.filter((line) => !/^::(add-mask|error|warning)[ :]/.test(line))).toEqual([]);
    expect(commands).toContain(
      '::error file=src/orders.js,line=19,endLine=19,title=[critical] Injection::bad',
    );
    expect(
      commands.some((line) => line.startsWith('::error::Flotilla finished with exit code')),
    ).toBe(true);
  });

  it("masks and redacts a credential in an mcp_config server's args, which a failing server quotes", async () => {
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

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, filesUnder, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * A base-branch `.mcp.json` server whose header takes `${LINEAR}` from the workflow's env: the
 * server refuses the request quoting the header, and the run's "did not start" text carries it
 * to the review, the job summary and the log. None of them may show the value.
 */
const secret = 'lin_api_W8rkspcSecretValue4455aa';

let world: World | undefined;
let endpoint: Server | undefined;
afterEach(async () => {
  await world?.cleanup();
  await new Promise((resolve) => (endpoint ? endpoint.close(resolve) : resolve(undefined)));
  world = undefined;
  endpoint = undefined;
});

describe('the Action with a credential in a project MCP server header', () => {
  it('never posts, summarises or logs it', async () => {
    endpoint = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: `refused ${request.headers.authorization}` }));
      });
    });
    await new Promise<void>((resolve) => endpoint!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/mcp`;
    world = await createWorld({
      baseFiles: {
        '.mcp.json': JSON.stringify({
          mcpServers: {
            linear: { type: 'http', url, headers: { Authorization: 'Bearer ${LINEAR}' } },
          },
        }),
        '.claude/settings.json': JSON.stringify({ enableAllProjectMcpServers: true }),
        '.claude/agents/rev.md': `---\nname: rev\ndescription: Reviews.\ntools: Read, ReportFindings\nbackground: true\n---\n\nYou review.\n`,
      },
      headFiles: { 'src/a.js': 'export const a = 1;\n' },
    });
    const model = await world.startModel(
      scenario('action-mcp-secret', [...leadRules(['rev'], 'done'), reporterRule('rev', [])]),
    );
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'rev' },
      env: { LINEAR: secret },
    });
    const posted = world.github.requests.map((request) => request.rawBody).join('\n');
    // The server was started and refused it: the review says so, with the value hidden.
    expect(posted, describeRun(run)).toContain('MCP server linear');
    expect(posted).toContain('refused ***');
    // The runner masks it in the job log too (it consumes these commands and never shows them).
    expect(run.stdout).toContain(`::add-mask::${secret}`);
    const logged = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    const written = (await filesUnder(run.runnerTemp)).map((file) => file.text).join('\n');
    for (const text of [posted, run.summary, logged, run.stderr, run.outputFile, written]) {
      expect(text, describeRun(run)).not.toContain(secret);
    }
  });
});

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../support/cli-in-process.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * A credential in a --mcp-config file's server `env`, printed by the server when it fails: the
 * CLI's warning, report and result files show it redacted.
 */
const token = 'mcp-file-canary-0123456789abcdef';

let repo: TempRepo | undefined;
afterEach(async () => repo?.cleanup());

describe('flotilla run --mcp-config with a secret in a server env', () => {
  it('never prints or writes the value', async () => {
    repo = await createTempRepo();
    const scenarioFile = path.join(repo.dir, 'scenario.json');
    await writeFile(
      scenarioFile,
      JSON.stringify({
        name: 'cli-mcp-secret',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
      }),
    );
    const mcpFile = path.join(repo.dir, 'mcp.json');
    await writeFile(
      mcpFile,
      JSON.stringify({
        mcpServers: {
          sentry: {
            command: process.execPath,
            args: ['-e', 'console.error("bad token " + process.env.SENTRY_TOKEN); process.exit(3)'],
            env: { SENTRY_TOKEN: token },
          },
        },
      }),
    );
    const output = path.join(repo.dir, 'out');
    const { stdout, stderr } = await runCliInProcess(
      [
        'run',
        '--prompt',
        'Say done.',
        '--scenario',
        scenarioFile,
        '--mcp-config',
        mcpFile,
        '--no-sandbox',
        '--output',
        output,
      ],
      { cwd: repo.root, env: { PATH: process.env.PATH ?? '', HOME: repo.dir } },
    );
    const results = await readFile(path.join(output, 'results.json'), 'utf8');
    // The server ran and printed it: what the run shows has it replaced.
    expect(`${stdout}${stderr}`).toContain('bad token ***');
    expect(results).toContain('bad token ***');
    for (const text of [stdout, stderr, results]) expect(text).not.toContain(token);
  });
});

/**
 * Servers from every other file a run reads: `~/.claude.json` (user scope), the project's
 * `.mcp.json` (a header `Bearer ${LINEAR}` from the environment), a plugin's `.mcp.json` and an
 * agent's inline server.
 * Each fails quoting its credential; the run's secrets hold them all.
 */
describe('flotilla run with secrets in the MCP servers of the files it reads', () => {
  it('never prints or writes their env or header values', async () => {
    repo = await createTempRepo();
    const userToken = 'lin_api_UserLiteralSecret12345abcXYZ';
    const projectToken = 'lin_api_W8rkspcSecretValue4455aa';
    const inlineToken = 'inline-agent-canary-0123456789';
    const pluginToken = 'plugin-server-canary-0123456789';
    // An MCP endpoint that refuses the request, quoting the Authorization header it got.
    const endpoint = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: `bad credential ${request.headers.authorization}` }));
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/mcp`;
    const failing = (variable: string) => [
      '-e',
      `console.error("auth failed for key " + process.env.${variable}); process.exit(3)`,
    ];
    try {
      await writeFile(
        path.join(repo.dir, '.claude.json'),
        JSON.stringify({
          mcpServers: {
            linear: { command: process.execPath, args: failing('KEY'), env: { KEY: userToken } },
          },
        }),
      );
      await writeFile(
        path.join(repo.root, '.mcp.json'),
        JSON.stringify({
          mcpServers: {
            remote: { type: 'http', url, headers: { Authorization: 'Bearer ${LINEAR}' } },
          },
        }),
      );
      const plugin = path.join(repo.dir, 'plug');
      await mkdir(path.join(plugin, '.claude-plugin'), { recursive: true });
      await writeFile(
        path.join(plugin, '.claude-plugin', 'plugin.json'),
        JSON.stringify({ name: 'plug' }),
      );
      await writeFile(
        path.join(plugin, '.mcp.json'),
        JSON.stringify({
          mcpServers: {
            tracker: { command: process.execPath, args: failing('KEY'), env: { KEY: pluginToken } },
          },
        }),
      );
      await mkdir(path.join(repo.root, '.claude', 'agents'), { recursive: true });
      await writeFile(
        path.join(repo.root, '.claude', 'settings.json'),
        JSON.stringify({ enableAllProjectMcpServers: true }),
      );
      await writeFile(
        path.join(repo.root, '.claude', 'agents', 'lead.md'),
        [
          '---',
          'name: lead',
          'description: Leads.',
          'mcpServers:',
          '  - inline:',
          `      command: ${JSON.stringify(process.execPath)}`,
          `      args: ${JSON.stringify(failing('INLINE'))}`,
          '      env:',
          `        INLINE: ${inlineToken}`,
          '---',
          '',
          'You lead.',
          '',
        ].join('\n'),
      );
      const scenarioFile = path.join(repo.dir, 'scenario.json');
      await writeFile(
        scenarioFile,
        JSON.stringify({
          name: 'cli-mcp-files-secret',
          agents: [{ match: {}, turns: [{ text: 'Done.' }] }],
        }),
      );
      const output = path.join(repo.dir, 'out');
      const { stdout, stderr } = await runCliInProcess(
        [
          'run',
          '--prompt',
          'Say done.',
          '--lead',
          'lead',
          '--scenario',
          scenarioFile,
          '--no-sandbox',
          '--trust-project',
          '--plugin-dir',
          plugin,
          '--output',
          output,
        ],
        {
          cwd: repo.root,
          env: { PATH: process.env.PATH ?? '', HOME: repo.dir, LINEAR: projectToken },
        },
      );
      const results = await readFile(path.join(output, 'results.json'), 'utf8');
      const review = await readFile(path.join(output, 'review.md'), 'utf8');
      const shown = `${stdout}${stderr}`;
      // Each server ran and quoted its credential: what the run shows has it replaced.
      expect(shown).toContain("MCP server 'linear'");
      expect(shown).toContain('auth failed for key ***');
      expect(shown).toContain('bad credential ***');
      expect(shown).toContain("MCP server 'inline'");
      expect(shown).toContain("MCP server 'plugin:plug:tracker'");
      for (const text of [shown, results, review]) {
        for (const token of [userToken, projectToken, inlineToken, pluginToken])
          expect(text).not.toContain(token);
      }
    } finally {
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});

/**
 * A committed `.mcp.json`'s plain settings (`NODE_ENV: production`, a path) are no secret: the
 * findings that mention them keep their words and their file, which the review needs. An unset
 * `${NAME}` is no value either: the warning names the variable to set.
 */
describe('flotilla run with plain values in a committed .mcp.json', () => {
  it('keeps them readable in the findings and names an unset variable', async () => {
    const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');
    repo = await createTempRepo({
      files: {
        'src/app.js': 'a\nb\n',
        '.mcp.json': JSON.stringify({
          mcpServers: {
            t: {
              command: process.execPath,
              args: [serverScript, 't'],
              env: { NODE_ENV: 'production', DEBUG: 'src/app.js' },
            },
            p: {
              command: process.execPath,
              args: [serverScript, 'p'],
              env: { PD: '${FLOTILLA_TEST_UNSET_DIR}' },
            },
          },
        }),
        '.claude/settings.json': JSON.stringify({ enableAllProjectMcpServers: true }),
      },
    });
    const scenarioFile = path.join(repo.dir, 'scenario.json');
    const finding = {
      severity: 'low',
      path: 'src/app.js',
      line: 1,
      title: 'Runs in production mode',
      body: 'In production this reads src/app.js.',
    };
    await writeFile(
      scenarioFile,
      JSON.stringify({
        name: 'cli-mcp-plain-values',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'ReportFindings', input: { findings: [finding] } }] },
              { text: 'Reported.' },
            ],
          },
        ],
      }),
    );
    const output = path.join(repo.dir, 'out');
    const { stdout, stderr } = await runCliInProcess(
      [
        'run',
        '--prompt',
        'Review.',
        '--scenario',
        scenarioFile,
        '--no-sandbox',
        '--trust-project',
        '--output',
        output,
      ],
      { cwd: repo.root, env: { PATH: process.env.PATH ?? '', HOME: repo.dir } },
    );
    const results = JSON.parse(await readFile(path.join(output, 'results.json'), 'utf8')) as {
      findings: Array<{ path: string; title: string; body: string }>;
    };
    expect(results.findings).toMatchObject([
      { path: 'src/app.js', title: finding.title, body: finding.body },
    ]);
    expect(await readFile(path.join(output, 'review.md'), 'utf8')).toContain('`src/app.js:1`');
    expect(`${stdout}${stderr}`).toContain(
      "MCP server 'p' (" +
        path.join(repo.root, '.mcp.json') +
        ') not started: ${FLOTILLA_TEST_UNSET_DIR} is not set and has no default',
    );
  });
});

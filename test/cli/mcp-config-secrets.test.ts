import { readFile, writeFile } from 'node:fs/promises';
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

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../support/cli-in-process.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * Configuration files and text named on the command line are used or refused, never dropped:
 * a mistyped --managed-settings path, and a --mcp-config without its "mcpServers" key (which
 * Claude Code 2.1.332 refuses with "Invalid MCP configuration", exit 1).
 */

let repo: TempRepo | undefined;
afterEach(async () => repo?.cleanup());

async function flotillaRun(extra: readonly string[]) {
  repo = await createTempRepo();
  const scenario = path.join(repo.dir, 'scenario.json');
  await writeFile(
    scenario,
    JSON.stringify({
      name: 'named-files',
      agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
    }),
  );
  const managed = path.join(repo.dir, 'managed-settings.json');
  await writeFile(managed, JSON.stringify({ permissions: { deny: ['Bash(curl:*)'] } }));
  const argv = ['run', '--prompt', 'Say done.', '--scenario', scenario, '--no-sandbox'];
  return runCliInProcess([...argv, ...extra.map((arg) => arg.replace('{dir}', repo!.dir))], {
    cwd: repo.root,
    env: { PATH: process.env.PATH ?? '', HOME: repo.dir },
  });
}

describe('flotilla run with configuration named on the command line', () => {
  it('refuses a --managed-settings path that does not exist, and reads one that does', async () => {
    const typo = await flotillaRun(['--managed-settings', '{dir}/managed-setings.json']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('managed-setings.json');
    expect(typo.stderr).toContain('ENOENT');
    expect(typo.stderr).toContain(
      '--managed-settings names a managed settings file that must exist',
    );
    const named = await flotillaRun(['--managed-settings', '{dir}/managed-settings.json']);
    expect(named.stderr).not.toContain('ENOENT');
    expect(named.code).toBe(0);
  });

  it('refuses a --mcp-config without the "mcpServers" key, inline or in a file', async () => {
    const inline = await flotillaRun(['--mcp-config', '{"srv": {"command": "true"}}']);
    expect(inline.code).toBe(2);
    expect(inline.stderr).toContain(
      'Invalid MCP configuration: --mcp-config #1 (inline JSON) has no "mcpServers" key: it lists servers ("srv") without it',
    );
    const servers = await flotillaRun(['--mcp-config', '{dir}/managed-settings.json']);
    expect(servers.code).toBe(2);
    expect(servers.stderr).toContain(
      'managed-settings.json has no "mcpServers" key (found "permissions" instead)',
    );
    const wrapped = await flotillaRun(['--mcp-config', '{"mcpServers": {}}']);
    expect(wrapped.stderr).not.toContain('Invalid MCP configuration');
    expect(wrapped.code).toBe(0);
  });
});

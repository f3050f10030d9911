import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPluginManifests } from '../../src/plugins/plugin-manifest.js';
import { cleanupRuns, readText, requestMessages, run, toolResults } from '../subagents/harness.js';

const guard = path.resolve(import.meta.dirname, '..', 'fixtures', 'plugins', 'guard');

const scenario = {
  name: 'plugin-hooks',
  agents: [
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        {
          tool_use: [
            { name: 'Bash', input: { command: 'rm -rf build' } },
            { name: 'Bash', input: { command: 'echo safe' } },
          ],
        },
        { text: 'Done.' },
      ],
    },
  ],
};

describe("a --plugin-dir plugin's hooks", () => {
  afterEach(cleanupRuns);

  it('run beside the settings hooks, with CLAUDE_PLUGIN_ROOT set: a PreToolUse hook blocks the call', async () => {
    const outcome = await run({
      scenario,
      config: { pluginDirs: [guard], permissionMode: 'bypassPermissions' },
    });
    const requests = outcome.requestsOf('flotilla-lead');
    const results = toolResults(requestMessages(requests[1]).at(-1));
    expect(results[0]?.isError).toBe(true);
    expect(results[0]?.text).toContain('guard: rm -rf is blocked by policy');
    expect(results[1]?.isError).toBe(false);
    expect(results[1]?.text).toContain('safe');
    expect((await readText(path.join(outcome.repo.root, 'plugin-root.txt'))).trim()).toBe(guard);
  });

  it('are off with disableAllHooks, as the settings hooks are', async () => {
    const outcome = await run({
      scenario,
      files: { '.claude/settings.json': JSON.stringify({ disableAllHooks: true }) },
      config: { pluginDirs: [guard], permissionMode: 'bypassPermissions' },
    });
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    expect(results[0]?.isError).toBe(false);
  });

  it('are off with allowManagedHooksOnly, and counted in its one notice', async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-managed-'));
    const managed = path.join(home, 'managed-settings.json');
    await writeFile(managed, JSON.stringify({ allowManagedHooksOnly: true }));
    const project = {
      hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'true' }] }] },
    };
    const outcome = await run({
      scenario,
      files: { '.claude/settings.json': JSON.stringify(project) },
      config: {
        pluginDirs: [guard],
        permissionMode: 'bypassPermissions',
        managedSettingsFile: managed,
      },
    });
    await rm(home, { recursive: true, force: true });
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    expect(results[0]?.isError).toBe(false);
    const notices = outcome.logs.filter((line) => line.includes('allowManagedHooksOnly'));
    expect(notices).toEqual([
      `notice: Not running 2 hooks of user, project, local, --settings files or plugins: the managed settings (${managed}) set allowManagedHooksOnly.`,
    ]);
  });

  it('include the hooks file the manifest names, beside hooks/hooks.json, as Claude Code 2.1.332 runs both', async () => {
    const manifestPaths = path.resolve(
      import.meta.dirname,
      '..',
      'fixtures',
      'plugins',
      'manifest-paths',
    );
    const outcome = await run({
      scenario,
      config: { pluginDirs: [manifestPaths], permissionMode: 'bypassPermissions' },
    });
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    expect(results[0]?.isError).toBe(true);
    expect(results[0]?.text).toContain('guard: Bash is blocked');
    expect(await readText(path.join(outcome.repo.root, 'default-hooks.log'))).toContain(
      'default hooks ran',
    );
  });

  it('include the hooks the manifest gives inline', async () => {
    const plugin = await mkdtemp(path.join(os.tmpdir(), 'flotilla-inline-hooks-'));
    await mkdir(path.join(plugin, '.claude-plugin'));
    const hooks = {
      PreToolUse: [
        {
          matcher: 'Bash',
          hooks: [{ type: 'command', command: 'echo inline guard blocks Bash >&2; exit 2' }],
        },
      ],
    };
    await writeFile(
      path.join(plugin, '.claude-plugin', 'plugin.json'),
      JSON.stringify({ name: 'inline', hooks }),
    );
    try {
      const outcome = await run({
        scenario,
        config: { pluginDirs: [plugin], permissionMode: 'bypassPermissions' },
      });
      const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
      expect(results.map((result) => result.isError)).toEqual([true, true]);
      expect(results[0]?.text).toContain('inline guard blocks Bash');
    } finally {
      await rm(plugin, { recursive: true, force: true });
    }
  });

  it('stop the run before it starts when the manifest names a hooks file that is not there', async () => {
    const plugin = await mkdtemp(path.join(os.tmpdir(), 'flotilla-missing-hooks-'));
    await mkdir(path.join(plugin, '.claude-plugin'));
    await writeFile(
      path.join(plugin, '.claude-plugin', 'plugin.json'),
      JSON.stringify({ name: 'missing', hooks: './config/hooks.json' }),
    );
    try {
      await expect(
        run({ scenario, config: { pluginDirs: [plugin], permissionMode: 'bypassPermissions' } }),
      ).rejects.toThrow(/plugin-path-missing: hooks in plugin\.json names \.\/config\/hooks\.json/);
    } finally {
      await rm(plugin, { recursive: true, force: true });
    }
  });

  it('stop the run before it starts when the manifest names a file outside the plugin, by .. or through a link', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-escaping-manifest-'));
    const plugin = path.join(dir, 'plugin');
    const outside = path.join(dir, 'outside');
    await mkdir(path.join(plugin, '.claude-plugin'), { recursive: true });
    await mkdir(path.join(outside, 'cmds'), { recursive: true });
    const blocking = {
      hooks: {
        PreToolUse: [
          { matcher: 'Bash', hooks: [{ type: 'command', command: 'echo outside >&2; exit 2' }] },
        ],
      },
    };
    await writeFile(path.join(outside, 'hooks.json'), JSON.stringify(blocking));
    await writeFile(path.join(outside, 'cmds', 'escaped.md'), 'Escaped\n');
    await symlink(path.join(outside, 'cmds'), path.join(plugin, 'lnk'));
    await writeFile(
      path.join(plugin, '.claude-plugin', 'plugin.json'),
      JSON.stringify({ name: 'px', hooks: './../outside/hooks.json', commands: './lnk' }),
    );
    try {
      const problems = await checkPluginManifests([{ root: plugin }]);
      expect(problems.map((problem) => [problem.rule, problem.message])).toEqual([
        [
          'plugin-manifest-invalid',
          expect.stringContaining(
            "hooks in plugin.json names ./../outside/hooks.json, which is outside the plugin's directory",
          ),
        ],
        [
          'plugin-manifest-invalid',
          expect.stringContaining(
            `commands in plugin.json names ./lnk, which is outside the plugin's directory ${plugin} (it leads to ${outside}/cmds)`,
          ),
        ],
      ]);
      await expect(
        run({ scenario, config: { pluginDirs: [plugin], permissionMode: 'bypassPermissions' } }),
      ).rejects.toThrow(/plugin-manifest-invalid: hooks in plugin\.json names \.\/\.\.\/outside/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stop the run before it starts when the hooks file is malformed', async () => {
    const broken = path.resolve(import.meta.dirname, '..', 'fixtures', 'plugins', 'broken-hooks');
    await expect(
      run({ scenario, config: { pluginDirs: [broken], permissionMode: 'bypassPermissions' } }),
    ).rejects.toThrow(/broken-hooks.*hooks\.json/s);
  });
});

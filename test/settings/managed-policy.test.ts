import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunConfigInput } from '../../src/config/run-config.js';
import type { ScenarioInput } from '../../src/offline/index.js';
import {
  agentFile,
  cleanupRuns,
  newRepo,
  requestMessages,
  run,
  toolResults,
} from '../subagents/harness.js';

/**
 * A company's managed settings are policy: `permissions.disableBypassPermissionsMode` refuses
 * bypassPermissions however it is asked for, and a managed hook keeps running when a repository's
 * own settings say `disableAllHooks` (only the managed file's own `disableAllHooks` stops it).
 */

const temporary: string[] = [];
afterEach(async () => {
  await cleanupRuns();
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function managedFile(value: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-managed-'));
  temporary.push(dir);
  const file = path.join(dir, 'managed-settings.json');
  await writeFile(file, JSON.stringify(value));
  return file;
}

function oneCall(agent: string, command: string): ScenarioInput {
  return {
    name: 'managed',
    agents: [
      {
        match: { agent },
        turns: [{ tool_use: [{ name: 'Bash', input: { command } }] }, { text: 'Done.' }],
      },
    ],
  };
}

async function runOne(options: {
  agent?: string;
  command: string;
  files?: Record<string, string>;
  agents?: Record<string, string>;
  config: Partial<RunConfigInput>;
}) {
  const repo = await newRepo({ files: options.files ?? {}, agents: options.agents ?? {} });
  const agent = options.agent ?? 'flotilla-lead';
  const finished = await run({
    repo,
    scenario: oneCall(agent, options.command),
    config: options.config,
  });
  const result = toolResults(requestMessages(finished.requestsOf(agent)[1]).at(-1))[0];
  const exists = (file: string) =>
    access(path.join(repo.root, file)).then(
      () => true,
      () => false,
    );
  return { finished, result, exists };
}

const disableBypass = { permissions: { disableBypassPermissionsMode: 'disable' } };

describe('permissions.disableBypassPermissionsMode', () => {
  it('in managed settings refuses --permission-mode bypassPermissions: the run falls back to default and says why', async () => {
    const managed = await managedFile(disableBypass);
    const { finished, result, exists } = await runOne({
      command: 'touch made-bp',
      config: { permissionMode: 'bypassPermissions', managedSettingsFile: managed },
    });
    expect(await exists('made-bp')).toBe(false);
    expect(result?.isError).toBe(true);
    expect(result?.text).toContain("permission mode 'default' would ask for approval");
    expect(finished.logs).toContain(
      `warning: permission mode 'bypassPermissions' is refused: permissions.disableBypassPermissionsMode is "disable" in ${managed}. The run uses 'default' instead (what would ask is denied); allow what it needs with --allowed-tools, or use acceptEdits.`,
    );
  });

  it('in --settings refuses an agent file that asks for bypassPermissions', async () => {
    const { finished, result, exists } = await runOne({
      agent: 'yolo',
      command: 'touch made-bp',
      agents: { yolo: agentFile('yolo', { permissionMode: 'bypassPermissions' }) },
      config: { leadAgent: 'yolo', settings: JSON.stringify(disableBypass) },
    });
    expect(await exists('made-bp')).toBe(false);
    expect(result?.isError).toBe(true);
    expect(finished.logs).toContain(
      `notice: Ignoring permissionMode 'bypassPermissions' of agent 'yolo' (.claude/agents/yolo.md): permissions.disableBypassPermissionsMode is "disable" in --settings; the agent runs in the run's mode.`,
    );
  });

  it('leaves bypassPermissions alone when no file disables it', async () => {
    const { result, exists } = await runOne({
      command: 'touch made-bp',
      config: { permissionMode: 'bypassPermissions', managedSettingsFile: await managedFile({}) },
    });
    expect(result?.isError, result?.text).toBe(false);
    expect(await exists('made-bp')).toBe(true);
  });
});

const guard = {
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [{ type: 'command', command: "echo 'blocked by the company guard' >&2; exit 2" }],
      },
    ],
  },
};

describe('disableAllHooks and managed hooks', () => {
  it("a repository's disableAllHooks does not switch off a managed PreToolUse guard", async () => {
    const { result, exists } = await runOne({
      command: 'touch guarded',
      files: { '.claude/settings.json': JSON.stringify({ disableAllHooks: true }) },
      config: {
        permissionMode: 'bypassPermissions',
        managedSettingsFile: await managedFile(guard),
      },
    });
    expect(result?.isError).toBe(true);
    expect(result?.text).toContain('blocked by the company guard');
    expect(await exists('guarded')).toBe(false);
  });

  it("the repository's own hooks stay off, and managed allowManagedHooksOnly turns them off too", async () => {
    const projectHook = {
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [{ type: 'command', command: 'echo project-hook >&2; exit 2' }],
          },
        ],
      },
    };
    const disabled = await runOne({
      command: 'touch ran',
      files: { '.claude/settings.json': JSON.stringify({ ...projectHook, disableAllHooks: true }) },
      config: { permissionMode: 'bypassPermissions', managedSettingsFile: await managedFile({}) },
    });
    expect(disabled.result?.isError, disabled.result?.text).toBe(false);
    const managedOnly = await runOne({
      command: 'touch ran',
      files: { '.claude/settings.json': JSON.stringify(projectHook) },
      config: {
        permissionMode: 'bypassPermissions',
        managedSettingsFile: await managedFile({ allowManagedHooksOnly: true }),
      },
    });
    expect(managedOnly.result?.isError, managedOnly.result?.text).toBe(false);
    expect(await managedOnly.exists('ran')).toBe(true);
  });

  it('the managed settings’ own disableAllHooks switches the guard off', async () => {
    const { result } = await runOne({
      command: 'touch unguarded',
      config: {
        permissionMode: 'bypassPermissions',
        managedSettingsFile: await managedFile({ ...guard, disableAllHooks: true }),
      },
    });
    expect(result?.isError, result?.text).toBe(false);
  });
});

describe('allowManagedPermissionRulesOnly', () => {
  it('in managed settings leaves only their allow rules: --allowed-tools and user settings allow nothing', async () => {
    const managed = await managedFile({
      allowManagedPermissionRulesOnly: true,
      permissions: { allow: ['Bash(mkdir:*)'] },
    });
    const touch = await runOne({
      command: 'touch t1',
      files: {
        '.claude/settings.local.json': JSON.stringify({
          permissions: { allow: ['Bash(touch:*)'] },
        }),
      },
      config: { allowedTools: ['Bash(touch:*)'], managedSettingsFile: managed },
    });
    expect(touch.result?.isError).toBe(true);
    expect(await touch.exists('t1')).toBe(false);
    expect(touch.finished.logs).toContain(
      `warning: ignoring --allowed-tools (allowed_tools): the managed settings (${managed}) set allowManagedPermissionRulesOnly, so only their allow rules apply.`,
    );
    expect(touch.finished.logs).toContain(
      `notice: Ignoring 1 permissions.allow entry of the other settings files: the managed settings (${managed}) set allowManagedPermissionRulesOnly.`,
    );
    const mkdir = await runOne({ command: 'mkdir d1', config: { managedSettingsFile: managed } });
    expect(mkdir.result?.isError, mkdir.result?.text).toBe(false);
    expect(await mkdir.exists('d1')).toBe(true);
  });

  it('elsewhere is ignored with a notice', async () => {
    const { finished, result } = await runOne({
      command: 'touch t1',
      config: {
        allowedTools: ['Bash(touch:*)'],
        settings: JSON.stringify({ allowManagedPermissionRulesOnly: true }),
        managedSettingsFile: await managedFile({}),
      },
    });
    expect(result?.isError, result?.text).toBe(false);
    expect(finished.logs.join('\n')).toContain(
      'Ignoring allowManagedPermissionRulesOnly from --settings: only managed settings',
    );
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunConfigInput } from '../../src/config/run-config.js';
import { agentFile, cleanupRuns, requestSystem, run } from '../subagents/harness.js';

const directories: string[] = [];
afterEach(async () => {
  await cleanupRuns();
  await Promise.all(directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Plugin `ps` with the agent `boss`, whose root settings.json says `{"agent": "ps:boss"}`. */
async function orchestratorPlugin(settings: object = { agent: 'ps:boss' }): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-plugin-settings-'));
  directories.push(root);
  await mkdir(path.join(root, '.claude-plugin'));
  await writeFile(path.join(root, '.claude-plugin', 'plugin.json'), '{"name": "ps"}');
  await mkdir(path.join(root, 'agents'));
  await writeFile(path.join(root, 'agents', 'boss.md'), agentFile('boss', {}, 'BOSS-PROMPT'));
  await writeFile(path.join(root, 'settings.json'), JSON.stringify(settings));
  return root;
}

async function leadSystem(config: Partial<RunConfigInput>, files: Record<string, string> = {}) {
  const outcome = await run({
    agents: { boss2: agentFile('boss2', {}, 'BOSS2-PROMPT') },
    files,
    config,
    scenario: { name: 'settings-agent', agents: [{ turns: [{ text: 'Done.' }] }] },
  });
  const [first] = outcome.server.requests.filter((request) => request.path === '/v1/messages');
  return { system: requestSystem(first), agent: first?.agent, logs: outcome.logs };
}

describe('the agent setting', () => {
  it("makes a plugin's agent the lead when its settings.json names it, as Claude Code 2.1.332 does", async () => {
    const plugin = await orchestratorPlugin();
    const { system, agent } = await leadSystem({ pluginDirs: [plugin] });
    expect(agent).toBe('ps:boss');
    expect(system).toContain('BOSS-PROMPT');
  });

  it("of a settings file wins over a plugin's, and --agent wins over both", async () => {
    const plugin = await orchestratorPlugin();
    const files = { '.claude/settings.json': JSON.stringify({ agent: 'boss2' }) };
    const fromFile = await leadSystem({ pluginDirs: [plugin] }, files);
    expect(fromFile.agent).toBe('boss2');
    expect(fromFile.system).toContain('BOSS2-PROMPT');
    expect(fromFile.system).not.toContain('BOSS-PROMPT\n');
    const named = await leadSystem({ pluginDirs: [plugin], leadAgent: 'ps:boss' }, files);
    expect(named.agent).toBe('ps:boss');
    expect(named.system).not.toContain('BOSS2-PROMPT');
  });

  it("of an untrusted checkout's settings is not taken: it could make a user's agent that bypasses permissions lead", async () => {
    const files = { '.claude/settings.json': JSON.stringify({ agent: 'boss2' }) };
    const { agent, logs } = await leadSystem({ trustProject: false }, files);
    expect(agent).toBe('flotilla-lead');
    expect(logs).toContain(
      'notice: Ignoring "agent": "boss2" from .claude/settings.json: this workspace has not been trusted, and its files cannot choose the agent that leads the run (--trust-project trusts it).',
    );
  });

  it('naming no loaded agent leaves the default lead, with a warning listing the agents', async () => {
    const files = { '.claude/settings.json': JSON.stringify({ agent: 'nosuch' }) };
    const { agent, logs } = await leadSystem({}, files);
    expect(agent).toBe('flotilla-lead');
    expect(logs).toContainEqual(
      expect.stringMatching(
        /^warning: the settings' "agent": "nosuch" names no agent this run loads, so the default lead runs\. Available agents: .*boss2/,
      ),
    );
  });

  it('of a settings file that is not text is refused with its place and the expected form', async () => {
    const files = { '.claude/settings.json': JSON.stringify({ agent: 3 }) };
    await expect(leadSystem({}, files)).rejects.toThrow(/agent must be the name of the agent/);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingSource } from '../../src/settings/setting-sources.js';
import { agentFile, cleanupRuns, run } from '../subagents/harness.js';

/**
 * `--setting-sources` on a whole run against the offline server: which memory files, skills,
 * commands and agents reach the lead's first request. What each value lets through is what
 * Claude Code 2.1.332 sent for `claude -p go --setting-sources …` on the same files (a plugin's
 * skills and agents whatever the value).
 */

const directories: string[] = [];

afterEach(async () => {
  await cleanupRuns();
  await Promise.all(
    directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })),
  );
});

const markers = [
  'USER-MEMORY',
  'USER-SKILL',
  'USER-COMMAND',
  'USER-AGENT',
  'PROJECT-MEMORY',
  'DOT-CLAUDE-MEMORY',
  'PROJECT-SKILL',
  'PROJECT-COMMAND',
  'PROJECT-AGENT',
  'LOCAL-MEMORY',
  'PLUGIN-SKILL',
  'PLUGIN-AGENT',
];

const skill = (name: string, description: string) =>
  `---\nname: ${name}\ndescription: ${description}\n---\nBody.\n`;

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [relative, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    await writeFile(path.join(root, relative), text);
  }
}

/** What the lead's first request carries of each source, run with `sources`. */
async function markersSent(sources: SettingSource[]): Promise<string[]> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-sources-home-'));
  const plugin = await mkdtemp(path.join(os.tmpdir(), 'flotilla-sources-plugin-'));
  directories.push(home, plugin);
  await writeFiles(home, {
    '.claude/CLAUDE.md': 'USER-MEMORY\n',
    '.claude/skills/user-skill/SKILL.md': skill('user-skill', 'USER-SKILL'),
    '.claude/commands/user-command.md': 'USER-COMMAND\n',
    '.claude/agents/user-agent.md': agentFile('user-agent', { description: 'USER-AGENT' }),
  });
  await writeFiles(plugin, {
    'skills/plugin-skill/SKILL.md': skill('plugin-skill', 'PLUGIN-SKILL'),
    'agents/plugin-agent.md': agentFile('plugin-agent', { description: 'PLUGIN-AGENT' }),
  });
  const finished = await run({
    files: {
      'CLAUDE.md': 'PROJECT-MEMORY\n',
      '.claude/CLAUDE.md': 'DOT-CLAUDE-MEMORY\n',
      'CLAUDE.local.md': 'LOCAL-MEMORY\n',
      '.claude/skills/project-skill/SKILL.md': skill('project-skill', 'PROJECT-SKILL'),
      '.claude/commands/project-command.md': 'PROJECT-COMMAND\n',
    },
    agents: { 'project-agent': agentFile('project-agent', { description: 'PROJECT-AGENT' }) },
    config: { homeDir: home, pluginDirs: [plugin], settingSources: sources },
    scenario: {
      name: 'setting-sources',
      agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
    },
  });
  const sent = JSON.stringify(finished.requestsOf('flotilla-lead')[0]?.body);
  return markers.filter((marker) => sent.includes(marker));
}

describe('--setting-sources', () => {
  it.each<[SettingSource[], string[]]>([
    [['user'], ['USER-MEMORY', 'USER-SKILL', 'USER-COMMAND', 'USER-AGENT']],
    [
      ['project'],
      ['PROJECT-MEMORY', 'DOT-CLAUDE-MEMORY', 'PROJECT-SKILL', 'PROJECT-COMMAND', 'PROJECT-AGENT'],
    ],
    [['local'], ['LOCAL-MEMORY']],
    [[], []],
  ])('%j reads the memory, skills, commands and agents of those sources', async (sources, own) => {
    expect(await markersSent(sources)).toEqual([...own, 'PLUGIN-SKILL', 'PLUGIN-AGENT']);
  });
});

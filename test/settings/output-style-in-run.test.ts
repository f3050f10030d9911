import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupRuns,
  messageText,
  requestMessages,
  requestSystem,
  run,
  streamJsonEvents,
} from '../subagents/harness.js';

/**
 * `outputStyle` in the settings, whole runs against the offline server on a real temp
 * repository. What Claude Code 2.1.332 did with `.claude/output-styles/pirate.md` and
 * `"outputStyle": "Pirate"`: the system prompt held `# Output Style: Pirate` and the file's text
 * (the project's file over the user's of the same name), every tool round was followed by a
 * reminder that the style is active, and the stream-json `init` event said `"output_style":
 * "Pirate"`.
 */

const homes: string[] = [];

afterEach(async () => {
  await cleanupRuns();
  await Promise.all(homes.splice(0).map((home) => rm(home, { recursive: true, force: true })));
});

async function homeWithStyle(): Promise<string> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-style-home-'));
  homes.push(home);
  await mkdir(path.join(home, '.claude', 'output-styles'), { recursive: true });
  await writeFile(
    path.join(home, '.claude', 'output-styles', 'pirate.md'),
    "---\nname: Pirate\n---\nUSER-PIRATE: the user's own.\n",
  );
  return home;
}

async function runWithStyle(outputStyle: string) {
  return run({
    files: {
      '.claude/settings.json': JSON.stringify({ outputStyle }),
      '.claude/output-styles/pirate.md':
        '---\nname: Pirate\ndescription: Talk like a pirate\n---\nPIRATE-STYLE: answer like a pirate.\n',
    },
    config: { homeDir: await homeWithStyle() },
    scenario: {
      name: 'output-style',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            { tool_use: [{ name: 'Read', input: { file_path: 'README.md' } }] },
            { text: 'Done.' },
          ],
        },
      ],
    },
  });
}

describe('outputStyle', () => {
  it("puts a style file's instructions in the lead's system prompt and reminds it after each tool round", async () => {
    const finished = await runWithStyle('Pirate');
    const [first, second] = finished.requestsOf('flotilla-lead');
    const system = requestSystem(first);
    expect(system).toContain('# Output Style: Pirate\nPIRATE-STYLE: answer like a pirate.');
    expect(system).not.toContain('USER-PIRATE');
    expect(messageText(requestMessages(second).at(-1)!)).toContain(
      'The output style "Pirate" is in force',
    );
    expect(streamJsonEvents(finished)[0]).toMatchObject({
      subtype: 'init',
      output_style: 'Pirate',
    });
  });

  it('keeps the default style, saying why, for a Claude Code built-in or a name with no file', async () => {
    for (const name of ['Explanatory', 'pirate']) {
      const finished = await runWithStyle(name);
      expect(requestSystem(finished.requestsOf('flotilla-lead')[0])).not.toContain('Output Style');
      expect(finished.logs.join('\n')).toContain(`notice: outputStyle "${name}"`);
      expect(finished.start?.outputStyle).toBe('default');
    }
  });

  it("applies a plugin's style as plugin:Name, from the manifest's outputStyles in place of output-styles/", async () => {
    const plugin = path.resolve(import.meta.dirname, '..', 'fixtures', 'plugins', 'manifest-paths');
    for (const [name, applies] of [
      ['px:Pirate', true],
      ['px:Calm', false],
    ] as const) {
      const finished = await run({
        files: { '.claude/settings.json': JSON.stringify({ outputStyle: name }) },
        config: { pluginDirs: [plugin] },
        scenario: { name: 'plugin-style', agents: [{ turns: [{ text: 'Done.' }] }] },
      });
      const system = requestSystem(finished.requestsOf('flotilla-lead')[0]);
      if (applies) {
        expect(system).toContain('# Output Style: px:Pirate\nTalk like a pirate.');
        expect(finished.start?.outputStyle).toBe('px:Pirate');
      } else {
        expect(system).not.toContain('Output Style');
        expect(finished.logs.join('\n')).toContain(`notice: outputStyle "${name}"`);
      }
    }
  });

  it("applies a plugin's style that says force-for-plugin: true without any outputStyle, and over one, as Claude Code 2.1.332 does", async () => {
    const plugin = await mkdtemp(path.join(os.tmpdir(), 'flotilla-forced-style-'));
    homes.push(plugin);
    await mkdir(path.join(plugin, '.claude-plugin'));
    await writeFile(path.join(plugin, '.claude-plugin', 'plugin.json'), '{"name": "fsp"}');
    await mkdir(path.join(plugin, 'output-styles'));
    await writeFile(
      path.join(plugin, 'output-styles', 'forced.md'),
      '---\nname: Forced\ndescription: forced style\nforce-for-plugin: true\n---\nFORCED-STYLE-BODY\n',
    );
    for (const settings of [{}, { outputStyle: 'Pirate' }]) {
      const finished = await run({
        files: {
          '.claude/settings.json': JSON.stringify(settings),
          '.claude/output-styles/pirate.md': '---\nname: Pirate\n---\nPIRATE-STYLE\n',
        },
        config: { pluginDirs: [plugin] },
        scenario: { name: 'forced-style', agents: [{ turns: [{ text: 'Done.' }] }] },
      });
      const system = requestSystem(finished.requestsOf('flotilla-lead')[0]);
      expect(system).toContain('# Output Style: fsp:Forced\nFORCED-STYLE-BODY');
      expect(system).not.toContain('PIRATE-STYLE');
      expect(finished.start?.outputStyle).toBe('fsp:Forced');
    }
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgents } from '../../src/agents/load.js';
import { loadSkills } from '../../src/skills/load-skills.js';
import { skillInstructions } from '../../src/skills/skill-tool.js';

const fixtures = path.resolve(import.meta.dirname, '..', 'fixtures', 'plugins');
const myplug = path.join(fixtures, 'myplug');

describe("a --plugin-dir plugin's skills and commands", () => {
  it('are plugin:name skills, with ${CLAUDE_PLUGIN_ROOT} filled in as Claude Code fills it', async () => {
    const catalog = await loadSkills({ configRoot: fixtures, plugins: [{ root: myplug }] });
    expect(catalog.skills.map((skill) => `${skill.name} (${skill.kind})`)).toEqual([
      'myplug:dothing (skill)',
      'myplug:deploy (command)',
    ]);
    const dothing = catalog.find('myplug:dothing');
    if (!dothing) throw new Error('myplug:dothing is missing');
    const text = await skillInstructions(dothing, undefined, undefined);
    expect(text).toContain(`Run ${myplug}/scripts/run.sh and read ${dothing.directory}/ref.md.`);
    const deploy = catalog.find('myplug:deploy');
    if (!deploy) throw new Error('myplug:deploy is missing');
    expect(await skillInstructions(deploy, undefined, undefined)).toContain(
      `Deploy with ${myplug}/deploy.sh.`,
    );
  });
});

describe("a plugin manifest's component paths", () => {
  const manifestPaths = path.join(fixtures, 'manifest-paths');

  it('add skills directories to skills/, and replace commands/ with the commands named, as Claude Code 2.1.332 lists them', async () => {
    const catalog = await loadSkills({ configRoot: fixtures, plugins: [{ root: manifestPaths }] });
    expect(catalog.skills.map((skill) => `${skill.name} (${skill.kind})`)).toEqual([
      'px:beta (skill)',
      'px:alpha (skill)',
      'px:hello (command)',
      'px:one (command)',
    ]);
    expect(catalog.problems).toEqual([]);
    const hello = catalog.find('px:hello');
    if (!hello) throw new Error('px:hello is missing');
    expect(await skillInstructions(hello, undefined, undefined)).toContain(
      `Hello from ${manifestPaths}.`,
    );
  });

  it('replace agents/ with the agent files named', async () => {
    const loaded = await loadAgents({ repoRoot: fixtures, plugins: [{ root: manifestPaths }] });
    expect(
      loaded.definitions
        .filter((definition) => definition.source === 'plugin')
        .map((definition) => definition.name),
    ).toEqual(['px:special']);
  });
});

describe('a plugin directory without agents/', () => {
  it('brings no agent: its skills and commands stay skills, its README nothing', async () => {
    const p3 = path.join(fixtures, 'p3');
    const loaded = await loadAgents({ repoRoot: fixtures, plugins: [{ root: p3 }] });
    expect(loaded.definitions.filter((definition) => definition.source === 'plugin')).toEqual([]);
    expect(loaded.unloadable).toEqual([]);
    expect(loaded.problems).toEqual([]);
    const catalog = await loadSkills({ configRoot: fixtures, plugins: [{ root: p3 }] });
    expect(catalog.skills.map((skill) => skill.name)).toEqual(['p3:lint', 'p3:deploy']);
  });
});

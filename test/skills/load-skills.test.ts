import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSkills } from '../../src/skills/load-skills.js';
import { createSkillTool, skillListingText } from '../../src/skills/skill-tool.js';
import { toolContext } from '../tools/helpers.js';

let root: string;
let home: string;
let project: string;
let plugin: string;

async function skillAt(directory: string, text: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, 'SKILL.md'), text);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-skills-'));
  home = path.join(root, 'home');
  project = path.join(root, 'project');
  plugin = path.join(root, 'plugin-dir');
  await skillAt(
    path.join(home, '.claude/skills/shared'),
    '---\ndescription: user version\n---\nUSER\n',
  );
  await skillAt(path.join(home, '.claude/skills/mine'), '---\ndescription: mine\n---\nMINE\n');
  await skillAt(
    path.join(project, '.claude/skills/shared'),
    '---\ndescription: project version\n---\nPROJECT\n',
  );
  await skillAt(
    path.join(project, '.claude/skills/hidden'),
    '---\ndescription: only for people\ndisable-model-invocation: true\n---\nHIDDEN\n',
  );
  await skillAt(
    path.join(project, '.claude/skills/notes-dir'),
    '---\nname: note-writer\ndescription: writes notes\n---\nNOTES $ARGUMENTS done\n',
  );
  await mkdir(path.join(project, '.claude/skills/no-skill-here'), { recursive: true });
  await skillAt(path.join(plugin, 'skills/deploy'), '---\ndescription: deploys\n---\nDEPLOY\n');
  await mkdir(path.join(plugin, '.claude-plugin'), { recursive: true });
  await writeFile(path.join(plugin, '.claude-plugin/plugin.json'), '{"name": "ops"}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('loadSkills', () => {
  it("lists user, project and plugin skills; a user skill wins over the project's of its name", async () => {
    const catalog = await loadSkills({
      homeDir: home,
      configRoot: project,
      plugins: [{ root: plugin }],
    });
    expect(catalog.skills.map((skill) => `${skill.name}: ${skill.description}`)).toEqual([
      'mine: mine',
      'shared: user version',
      'hidden: only for people',
      'note-writer: writes notes',
      'ops:deploy: deploys',
    ]);
    expect(catalog.find('deploy')?.name).toBe('ops:deploy');
    expect(catalog.find('notes-dir')?.name).toBe('note-writer');
    expect(catalog.problems).toEqual([]);
    const listing = skillListingText(catalog) ?? '';
    expect(listing).not.toContain('hidden');
    expect(listing).toContain('- ops:deploy: deploys');
  });
});

describe('frontmatter Claude Code reads that Flotilla does not use', () => {
  it('takes argument-hint: [path], the list form Claude Code documents, without a warning', async () => {
    await mkdir(path.join(project, '.claude/commands'), { recursive: true });
    await writeFile(
      path.join(project, '.claude/commands/lint.md'),
      '---\ndescription: Lint\nargument-hint: [path]\n---\nLint $ARGUMENTS\n',
    );
    const catalog = await loadSkills({ configRoot: project });
    expect(catalog.find('lint')?.description).toBe('Lint');
    expect(catalog.problems).toEqual([]);
  });

  it('says what is wrong with an arguments: that is not a list of names', async () => {
    await mkdir(path.join(project, '.claude/commands'), { recursive: true });
    await writeFile(
      path.join(project, '.claude/commands/deploy.md'),
      '---\ndescription: Deploy\narguments: [target, two words]\n---\nDeploy $target\n',
    );
    const catalog = await loadSkills({ configRoot: project });
    expect(catalog.find('deploy')?.argumentNames).toBeUndefined();
    expect(catalog.problems.map((problem) => problem.message)).toEqual([
      "`arguments` has 'two words', which is not a name $two words could stand for; the list is ignored.",
    ]);
  });
});

describe('the Skill tool', () => {
  it('loads, fills in arguments, refuses unknown and people-only skills', async () => {
    const catalog = await loadSkills({ homeDir: home, configRoot: project });
    const loaded = new Map<string, string>();
    const tool = createSkillTool(
      catalog,
      { mayGrant: () => false, grant: () => undefined },
      loaded,
    );
    const context = toolContext(project);
    const text = async (input: { skill: string; args?: string }) => {
      expect(await tool.run(input, context)).toMatch(/^Loaded skill: /);
      return loaded.get(context.toolUseId) ?? '';
    };
    expect(await text({ skill: 'note-writer', args: 'v2' })).toContain('NOTES v2 done');
    expect(await text({ skill: '/mine', args: 'x y' })).toContain('MINE\n\nARGUMENTS: x y');
    await expect(tool.run({ skill: 'nope' }, context)).rejects.toThrow(
      /Unknown skill 'nope'\. Available skills: mine, shared, note-writer\./,
    );
    await expect(tool.run({ skill: 'hidden' }, context)).rejects.toThrow(
      /disable-model-invocation/,
    );
  });
});

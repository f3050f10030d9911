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
      'notes-dir: writes notes',
      'ops:deploy: deploys',
    ]);
    expect(catalog.find('ops:deploy')?.name).toBe('ops:deploy');
    // Its SKILL.md gives no name: plain `deploy` loads nothing, as in Claude Code 2.1.332, and
    // names the full name to call.
    expect(catalog.find('deploy')).toBeUndefined();
    expect(catalog.plugins('deploy').map((skill) => skill.name)).toEqual(['ops:deploy']);
    // Its frontmatter name is an alias, as Claude Code 2.1.332 has it.
    expect(catalog.find('note-writer')?.name).toBe('notes-dir');
    expect(catalog.problems).toEqual([]);
    const listing = skillListingText(catalog) ?? '';
    expect(listing).not.toContain('hidden');
    expect(listing).toContain('- ops:deploy: deploys');
    expect(listing).toContain('- notes-dir (note-writer): writes notes');
  });
});

describe('skill names and aliases', () => {
  const review = (directory: string) =>
    skillAt(
      path.join(project, '.claude/skills', directory),
      `---\nname: review\ndescription: Review checklist for ${directory}\n---\nBODY-${directory}\n`,
    );

  it('keys skills by directory: two of one frontmatter name both load, the first holds the alias', async () => {
    await review('db-review');
    await review('api-review');
    const catalog = await loadSkills({ configRoot: project });
    // Claude Code 2.1.332 listed `- api-review (review): …` and `- db-review: …`.
    expect(skillListingText(catalog)).toContain(
      '- api-review (review): Review checklist for api-review\n- db-review: Review checklist for db-review\n',
    );
    const loaded = new Map<string, string>();
    const tool = createSkillTool(
      catalog,
      { mayGrant: () => false, grant: () => undefined, workspaceTrusted: false },
      loaded,
    );
    const context = toolContext(project);
    const load = async (skill: string) => {
      const result = await tool.run({ skill }, context);
      return `${result} | ${loaded.get(context.toolUseId)?.split('\n').at(-1) ?? ''}`;
    };
    expect(await load('db-review')).toBe('Loaded skill: db-review | BODY-db-review');
    expect(await load('api-review')).toBe('Loaded skill: api-review | BODY-api-review');
    expect(await load('review')).toBe('Loaded skill: api-review | BODY-api-review');
    expect(catalog.problems).toEqual([
      expect.objectContaining({
        rule: 'skill-alias-taken',
        severity: 'warning',
        file: path.join(project, '.claude/skills/db-review/SKILL.md'),
        line: 2,
        message: expect.stringContaining(
          "'review' is the alias of the skill 'api-review'",
        ) as unknown,
      }),
    ]);
  });

  it("leaves an alias that is another skill's or command's name to that one, as Claude Code does", async () => {
    await skillAt(
      path.join(project, '.claude/skills/lint'),
      '---\nname: format\ndescription: lints\n---\nBODY-lint\n',
    );
    await skillAt(
      path.join(project, '.claude/skills/format'),
      '---\ndescription: formats\n---\nBODY-format\n',
    );
    await skillAt(
      path.join(project, '.claude/skills/xdir'),
      '---\nname: build\ndescription: builds\n---\nBODY-xdir\n',
    );
    await mkdir(path.join(project, '.claude/commands'), { recursive: true });
    await writeFile(path.join(project, '.claude/commands/build.md'), 'BODY-build-command\n');
    // A user skill listed first still does not take a project skill's name.
    await skillAt(
      path.join(home, '.claude/skills/uskill'),
      '---\nname: format\ndescription: user one\n---\nBODY-uskill\n',
    );
    const catalog = await loadSkills({ homeDir: home, configRoot: project });
    const listing = skillListingText(catalog) ?? '';
    expect(listing).toContain('- uskill: user one\n');
    expect(listing).toContain('- lint: lints\n');
    expect(listing).toContain('- xdir: builds\n');
    expect(catalog.find('format')?.name).toBe('format');
    expect(catalog.find('build')?.kind).toBe('command');
    expect(
      catalog.problems.map(
        (problem) => `${path.basename(path.dirname(problem.file))}: ${problem.rule}`,
      ),
    ).toEqual(['uskill: skill-alias-taken', 'lint: skill-alias-taken', 'xdir: skill-alias-taken']);
    expect(catalog.problems[0]?.message).toContain("'format' is the name of the skill 'format'");
  });

  it("names a plugin's skill by its directory, its frontmatter name an alias", async () => {
    await skillAt(
      path.join(plugin, 'skills/sk1'),
      '---\nname: other\ndescription: plugin one\n---\nBODY-sk1\n',
    );
    await skillAt(
      path.join(plugin, 'skills/sk2'),
      '---\nname: other\ndescription: plugin two\n---\nBODY-sk2\n',
    );
    const catalog = await loadSkills({ configRoot: project, plugins: [{ root: plugin }] });
    // Claude Code 2.1.332: `- vp:sk1 (vp:other): …`, `- vp:sk2: …`.
    expect(skillListingText(catalog)).toContain(
      '- ops:sk1 (ops:other): plugin one\n- ops:sk2: plugin two\n',
    );
    expect(catalog.find('ops:other')?.name).toBe('ops:sk1');
    expect(catalog.find('ops:sk2')?.body).toBe('BODY-sk2');
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
      { mayGrant: () => false, grant: () => undefined, workspaceTrusted: false },
      loaded,
    );
    const context = toolContext(project);
    const text = async (input: { skill: string; args?: string }) => {
      expect(await tool.run(input, context)).toMatch(/^Loaded skill: /);
      return loaded.get(context.toolUseId) ?? '';
    };
    expect(await text({ skill: 'notes-dir', args: 'v2' })).toContain('NOTES v2 done');
    expect(await text({ skill: '/mine', args: 'x y' })).toContain('MINE\n\nARGUMENTS: x y');
    await expect(tool.run({ skill: 'nope' }, context)).rejects.toThrow(
      /Unknown skill 'nope'\. Available skills: mine, shared, notes-dir\./,
    );
    await expect(tool.run({ skill: 'hidden' }, context)).rejects.toThrow(
      /disable-model-invocation/,
    );
  });
});

describe("a plugin skill's variables", () => {
  it('fills ${CLAUDE_PLUGIN_ROOT}, ${CLAUDE_PLUGIN_DATA} and ${CLAUDE_SKILL_DIR} into allowed-tools, the root into its hooks', async () => {
    // Claude Code 2.1.332: `allowed-tools: Bash(${CLAUDE_PLUGIN_DATA}/d.sh:*)` let
    // `!`${CLAUDE_PLUGIN_DATA}/d.sh a`` run in default mode; a plugin skill's hook
    // `echo "root=$CLAUDE_PLUGIN_ROOT data=$CLAUDE_PLUGIN_DATA"` was reported with the root filled
    // in and printed `data=` (no data directory for it).
    await skillAt(
      path.join(plugin, 'skills/vars'),
      [
        '---',
        'description: vars',
        'allowed-tools: Bash(${CLAUDE_PLUGIN_ROOT}/a.sh:*), Bash(${CLAUDE_PLUGIN_DATA}/b.sh:*), Read(${CLAUDE_SKILL_DIR}/**), Write',
        'hooks:',
        '  PreToolUse:',
        '    - matcher: Bash',
        '      hooks:',
        '        - type: command',
        '          command: "$CLAUDE_PLUGIN_ROOT/guard.sh; ${CLAUDE_PLUGIN_ROOT}/other.sh $CLAUDE_PLUGIN_ROOTS"',
        '---',
        'VARS',
      ].join('\n'),
    );
    const data = path.join(root, 'data');
    const catalog = await loadSkills({
      configRoot: project,
      plugins: [{ root: plugin }],
      pluginDataRoot: data,
    });
    const skill = catalog.find('ops:vars');
    const dataDirectory = path.join(data, 'ops-inline');
    expect(skill?.allowedTools).toEqual([
      { tool: 'Bash', specifier: `${plugin}/a.sh:*` },
      { tool: 'Bash', specifier: `${dataDirectory}/b.sh:*` },
      { tool: 'Read', specifier: `${path.join(plugin, 'skills/vars')}/**` },
      { tool: 'Write' },
    ]);
    const hook = skill?.hooks?.PreToolUse?.[0]?.hooks[0];
    expect(hook?.command).toBe(`${plugin}/guard.sh; ${plugin}/other.sh $CLAUDE_PLUGIN_ROOTS`);
    expect(hook?.environment).toEqual({ CLAUDE_PLUGIN_ROOT: plugin });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentRules, loadAgentPaths, ruleIds } from '../../src/agents/index.js';
import type { RuleId } from '../../src/agents/index.js';
import { checkPluginManifests } from '../../src/plugins/plugin-manifest.js';
import { loadPluginHooks } from '../../src/plugins/plugin-hooks.js';
import { checkSettingsFiles } from '../../src/settings/check-settings.js';
import { checkSkillFiles } from '../../src/skills/check-skills.js';
import { loadSkills } from '../../src/skills/load-skills.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/agents');
const repoRoot = path.join(fixtures, 'repo');

interface RuleCase {
  rule: RuleId;
  /** Path under test/fixtures/agents. */
  fixture: string;
  /** The file the problem is reported in, when not `fixture` itself. */
  file?: string;
  line: number;
  column: number;
}

/** One fixture per rule: the only problem it has is the one it demonstrates, at this position. */
const cases: RuleCase[] = [
  { rule: 'frontmatter-missing', fixture: 'rules/frontmatter-missing.md', line: 1, column: 1 },
  { rule: 'frontmatter-unclosed', fixture: 'rules/frontmatter-unclosed.md', line: 1, column: 1 },
  { rule: 'yaml-invalid', fixture: 'rules/yaml-invalid.md', line: 6, column: 1 },
  { rule: 'agents-json-invalid', fixture: 'rules/agents-json-invalid.json', line: 4, column: 5 },
  { rule: 'name-missing', fixture: 'rules/name-missing.md', line: 1, column: 1 },
  { rule: 'name-invalid', fixture: 'rules/name-invalid.md', line: 2, column: 1 },
  { rule: 'name-not-kebab-case', fixture: 'rules/name-not-kebab-case.md', line: 3, column: 1 },
  { rule: 'description-missing', fixture: 'rules/description-missing.md', line: 3, column: 1 },
  {
    rule: 'permission-mode-unknown',
    fixture: 'rules/permission-mode-unknown.md',
    line: 5,
    column: 1,
  },
  { rule: 'memory-unknown', fixture: 'rules/memory-unknown.md', line: 4, column: 1 },
  { rule: 'hooks-malformed', fixture: 'rules/hooks-malformed.md', line: 8, column: 11 },
  { rule: 'tool-syntax-malformed', fixture: 'rules/tool-syntax-malformed.md', line: 4, column: 14 },
  { rule: 'yaml-value-unquoted', fixture: 'rules/yaml-value-unquoted.md', line: 3, column: 1 },
  { rule: 'yaml-tab-indent', fixture: 'rules/yaml-tab-indent.md', line: 5, column: 1 },
  { rule: 'tool-unknown', fixture: 'rules/tool-unknown.md', line: 4, column: 14 },
  { rule: 'tool-unavailable', fixture: 'rules/tool-unavailable.md', line: 4, column: 14 },
  { rule: 'tools-empty', fixture: 'rules/tools-empty.md', line: 4, column: 1 },
  { rule: 'tools-unresolved', fixture: 'rules/tools-unresolved.md', line: 4, column: 1 },
  { rule: 'tool-spawn-depth', fixture: 'rules/tool-spawn-depth.md', line: 4, column: 14 },
  { rule: 'model-unknown', fixture: 'rules/model-unknown.md', line: 4, column: 1 },
  { rule: 'color-unknown', fixture: 'rules/color-unknown.md', line: 4, column: 1 },
  { rule: 'max-turns-invalid', fixture: 'rules/max-turns-invalid.md', line: 4, column: 1 },
  { rule: 'system-prompt-empty', fixture: 'rules/system-prompt-empty.md', line: 5, column: 1 },
  { rule: 'key-duplicate', fixture: 'rules/key-duplicate.md', line: 4, column: 1 },
  { rule: 'key-unknown', fixture: 'rules/key-unknown.md', line: 4, column: 1 },
  { rule: 'field-invalid', fixture: 'rules/field-invalid.md', line: 4, column: 1 },
  { rule: 'hook-type-unsupported', fixture: 'rules/hook-type-unsupported.md', line: 7, column: 11 },
  {
    rule: 'hook-field-unsupported',
    fixture: 'rules/hook-field-unsupported.md',
    line: 9,
    column: 11,
  },
  { rule: 'hook-matcher-invalid', fixture: 'rules/hook-matcher-invalid.md', line: 6, column: 16 },
  { rule: 'hook-event-not-fired', fixture: 'rules/hook-event-not-fired.md', line: 5, column: 3 },
  { rule: 'hook-event-unknown', fixture: 'rules/hook-event-unknown.md', line: 5, column: 3 },
  { rule: 'skill-unresolved', fixture: 'rules/skill-unresolved.md', line: 6, column: 5 },
  { rule: 'mcp-server-unresolved', fixture: 'rules/mcp-server-unresolved.md', line: 6, column: 5 },
  {
    rule: 'agent-shadowed',
    fixture: 'shadowed',
    file: 'shadowed/a-reviewer.md',
    line: 2,
    column: 1,
  },
];

/** Rules of settings files (test/fixtures/settings/rules), checked as `flotilla validate` does. */
const settingsFixtures = path.resolve(import.meta.dirname, '../fixtures/settings/rules');
const settingsCases: RuleCase[] = [
  { rule: 'settings-json-invalid', fixture: 'settings-json-invalid.json', line: 4, column: 3 },
  { rule: 'settings-field-invalid', fixture: 'settings-field-invalid.json', line: 5, column: 3 },
  { rule: 'settings-value-ignored', fixture: 'settings-value-ignored.json', line: 5, column: 3 },
  {
    rule: 'permission-rule-malformed',
    fixture: 'permission-rule-malformed.json',
    line: 3,
    column: 30,
  },
];

/** Rules of SKILL.md files (test/fixtures/skills/rules/<rule>/SKILL.md), checked as `flotilla validate` does. */
const skillFixtures = path.resolve(import.meta.dirname, '../fixtures/skills/rules');
const skillCases: RuleCase[] = [
  { rule: 'skill-name-invalid', fixture: 'skill-name-invalid/SKILL.md', line: 2, column: 1 },
  {
    rule: 'skill-description-missing',
    fixture: 'skill-description-missing/SKILL.md',
    line: 1,
    column: 1,
  },
  { rule: 'skill-field-invalid', fixture: 'skill-field-invalid/SKILL.md', line: 4, column: 27 },
  {
    rule: 'skill-frontmatter-unreadable',
    fixture: 'skill-frontmatter-unreadable/SKILL.md',
    line: 3,
    column: 36,
  },
];

/**
 * Rules of the skills a run offers together (test/fixtures/skills/catalog-rules/<rule> is the
 * configuration root), checked as `flotilla validate` does.
 */
const skillCatalogFixtures = path.resolve(import.meta.dirname, '../fixtures/skills/catalog-rules');
const skillCatalogCases: RuleCase[] = [
  {
    rule: 'skill-alias-taken',
    fixture: 'skill-alias-taken',
    file: '.claude/skills/db-review/SKILL.md',
    line: 2,
    column: 1,
  },
];

/** Rules of plugin manifests (test/fixtures/plugins/rules/<rule>), checked as `flotilla validate` does. */
const pluginFixtures = path.resolve(import.meta.dirname, '../fixtures/plugins/rules');
const pluginCases: RuleCase[] = [
  { rule: 'plugin-manifest-invalid', fixture: 'plugin-manifest-invalid', line: 3, column: 12 },
  { rule: 'plugin-path-missing', fixture: 'plugin-path-missing', line: 3, column: 14 },
];
/** Rules of plugin hooks (test/fixtures/plugins/rules/<rule>/hooks/hooks.json). */
const pluginHookCases: RuleCase[] = [
  {
    rule: 'plugin-hook-option-in-command',
    fixture: 'plugin-hook-option-in-command',
    line: 4,
    column: 59,
  },
];

describe('validation rules', () => {
  it.each(pluginCases)('$rule is reported at plugin $fixture:$line:$column', async (entry) => {
    const root = path.join(pluginFixtures, entry.fixture);
    const problems = await checkPluginManifests([{ root }]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: path.join(root, '.claude-plugin', 'plugin.json'),
        line: entry.line,
        column: entry.column,
        rule: entry.rule,
        severity: agentRules[entry.rule].severity,
      }),
    ]);
    expect(problems[0]?.hint.length).toBeGreaterThan(10);
  });

  it.each(pluginHookCases)('$rule is reported at plugin $fixture:$line:$column', async (entry) => {
    const root = path.join(pluginFixtures, entry.fixture);
    const { hooks, problems } = await loadPluginHooks([{ root }]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: path.join(root, 'hooks', 'hooks.json'),
        line: entry.line,
        column: entry.column,
        rule: entry.rule,
        severity: agentRules[entry.rule].severity,
      }),
    ]);
    expect(problems[0]?.hint.length).toBeGreaterThan(10);
    // The hook does not run.
    expect(hooks.SessionStart?.flatMap((matcher) => matcher.hooks)).toEqual([]);
  });

  it.each(skillCases)('$rule is reported at skill $fixture:$line:$column', async (entry) => {
    const file = path.join(skillFixtures, entry.fixture);
    const problems = await checkSkillFiles([file]);
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        line: entry.line,
        column: entry.column,
        rule: entry.rule,
        severity: agentRules[entry.rule].severity,
      }),
    ]);
    expect(problems[0]?.hint.length).toBeGreaterThan(10);
  });

  it.each(skillCatalogCases)(
    '$rule is reported at skills of $fixture, $file:$line:$column',
    async (entry) => {
      const root = path.join(skillCatalogFixtures, entry.fixture);
      const { problems } = await loadSkills({ configRoot: root });
      expect(problems).toEqual([
        expect.objectContaining({
          file: path.join(root, entry.file ?? ''),
          line: entry.line,
          column: entry.column,
          rule: entry.rule,
          severity: agentRules[entry.rule].severity,
        }),
      ]);
      expect(problems[0]?.hint.length).toBeGreaterThan(10);
    },
  );

  it('has a fixture for every rule id', () => {
    expect(
      [
        ...cases,
        ...settingsCases,
        ...skillCases,
        ...skillCatalogCases,
        ...pluginCases,
        ...pluginHookCases,
      ]
        .map((entry) => entry.rule)
        .sort(),
    ).toEqual([...ruleIds].sort());
  });

  it.each(settingsCases)('$rule is reported at settings $fixture:$line:$column', async (entry) => {
    const file = path.join(settingsFixtures, entry.fixture);
    const problems = await checkSettingsFiles([file]);
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        line: entry.line,
        column: entry.column,
        rule: entry.rule,
        severity: agentRules[entry.rule].severity,
      }),
    ]);
    expect(problems[0]?.hint.length).toBeGreaterThan(10);
  });

  it.each(cases)('$rule is reported at $fixture:$line:$column', async (entry) => {
    const loaded = await loadAgentPaths([path.join(fixtures, entry.fixture)], { repoRoot });
    const severity = agentRules[entry.rule].severity;
    expect(loaded.problems).toEqual([
      expect.objectContaining({
        file: path.join(fixtures, entry.file ?? entry.fixture),
        line: entry.line,
        column: entry.column,
        rule: entry.rule,
        severity,
      }),
    ]);
    const [problem] = loaded.problems;
    expect(problem?.message.length).toBeGreaterThan(10);
    expect(problem?.hint.length).toBeGreaterThan(10);
    // A file with an error is reported and not loaded; warnings still load.
    if (severity === 'error') expect(loaded.definitions).toEqual([]);
    else expect(loaded.definitions.length).toBeGreaterThan(0);
  });

  it('suggests the closest name in hints', async () => {
    const hintOf = async (fixture: string): Promise<string | undefined> =>
      (await loadAgentPaths([path.join(fixtures, fixture)], { repoRoot })).problems[0]?.hint;
    expect(await hintOf('rules/tool-unknown.md')).toMatch(/^Did you mean 'Grep'\?/);
    expect(await hintOf('rules/model-unknown.md')).toMatch(/^Did you mean 'sonnet'\?/);
    expect(await hintOf('rules/permission-mode-unknown.md')).toMatch(
      /^Did you mean 'acceptEdits'\?/,
    );
    expect(await hintOf('rules/key-unknown.md')).toMatch(/^Did you mean 'maxTurns'\?/);
    expect(await hintOf('rules/name-not-kebab-case.md')).toContain('name: code-reviewer');
    expect(await hintOf('rules/tool-syntax-malformed.md')).toBe(
      'Close the parenthesis: Bash(npm test:*)',
    );
  });

  it('collects every problem of a file instead of stopping at the first', async () => {
    const loaded = await loadAgentPaths([path.join(fixtures, 'multiple-problems.md')]);
    expect(loaded.problems.map((problem) => [problem.line, problem.rule])).toEqual([
      [2, 'name-not-kebab-case'],
      [4, 'tool-unknown'],
      [5, 'model-unknown'],
      [6, 'permission-mode-unknown'],
      [7, 'memory-unknown'],
      [8, 'color-unknown'],
      [9, 'max-turns-invalid'],
    ]);
    // Warnings only, so it loads as Claude Code loads it; an unknown permissionMode never leaves
    // the run's (maybe more permissive) mode in place, and an unknown memory scope means none.
    expect(loaded.definitions).toHaveLength(1);
    const [definition] = loaded.definitions;
    expect(definition?.name).toBe('Multiple_Problems');
    expect(definition?.permissionMode).toBe('default');
    expect(definition?.memory).toBeUndefined();
    expect(definition?.tools).toEqual([{ tool: 'Read' }, { tool: 'Grp' }]);
  });

  it('documents every rule with its severity in the README', () => {
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    for (const rule of ruleIds)
      expect(docs, rule).toContain(`| \`${rule}\` | ${agentRules[rule].severity} |`);
  });
});

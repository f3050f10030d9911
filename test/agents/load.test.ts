import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { builtinAgentNames, loadAgentPaths, loadAgents } from '../../src/agents/index.js';
import type { LoadedAgents } from '../../src/agents/index.js';
import { pluginDirectories } from '../../src/plugins/plugin-manifest.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const realWorld = path.resolve(import.meta.dirname, '../fixtures/agents/real-world');

let root: string;
let home: string;
let project: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'flotilla-agents-'));
  home = path.join(root, 'home');
  project = path.join(root, 'project');
  await mkdir(project, { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function write(file: string, text: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

function agentFile(name: string, description: string, extra = ''): string {
  return `---\nname: ${name}\ndescription: ${description}\n${extra}---\n\nYou are ${name}.\n`;
}

function jsonAgents(entries: Record<string, string>): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(entries).map(([name, description]) => [
        name,
        { description, prompt: `You are ${name}.` },
      ]),
    ),
    null,
    2,
  );
}

function shadowSummary(loaded: LoadedAgents): string[] {
  return loaded.shadowed.map(
    (entry) => `${entry.name}: ${entry.loser.source} < ${entry.winner.source}`,
  );
}

describe('loadAgents: sources and precedence', () => {
  it('started in a subdirectory, loads the agents of the work tree above it, the nearest winning, and none above the repository', async () => {
    await mkdir(path.join(project, '.git'));
    const sub = path.join(project, 'pkg');
    await write(path.join(root, '.claude', 'agents', 'outside.md'), agentFile('outside', 'Above'));
    await write(path.join(project, '.claude', 'agents', 'top.md'), agentFile('top', 'Root'));
    await write(path.join(project, '.claude', 'agents', 'both.md'), agentFile('both', 'Root'));
    await write(path.join(sub, '.claude', 'agents', 'both.md'), agentFile('both', 'Package'));
    const loaded = await loadAgents({ repoRoot: path.join(sub, 'deep') });
    const names = loaded.registry.names();
    expect(names).toEqual(expect.arrayContaining(['top', 'both']));
    expect(names).not.toContain('outside');
    expect(loaded.registry.get('both')?.description).toBe('Package');
    expect(shadowSummary(loaded)).toContain('both: project < project');
    // At the top of the work tree, and outside any, nothing above is read.
    expect((await loadAgents({ repoRoot: project })).registry.names()).not.toContain('outside');
  });

  it('loads every source and lets the higher one win, reporting each shadowed definition', async () => {
    const pluginWithFolder = path.join(root, 'plugin-a');
    // Without agents/, a plugin's markdown files are not agents (as in Claude Code 2.1.332).
    const pluginFlat = path.join(root, 'plugin-b');
    await write(
      path.join(pluginWithFolder, 'agents', 'reviewer.md'),
      agentFile('reviewer', 'plugin'),
    );
    await write(path.join(pluginWithFolder, 'README.md'), '# not an agent folder\n');
    await write(path.join(pluginFlat, 'linter.md'), agentFile('linter', 'plugin flat'));
    await write(path.join(home, '.claude', 'agents', 'reviewer.md'), agentFile('reviewer', 'user'));
    await write(
      path.join(project, '.claude', 'agents', 'team', 'reviewer.md'),
      agentFile('reviewer', 'project'),
    );
    await write(
      path.join(project, '.claude', 'agents', 'linter.md'),
      agentFile('linter', 'project'),
    );
    const managed = await write(
      path.join(root, 'managed.json'),
      jsonAgents({ reviewer: 'managed' }),
    );

    const loaded = await loadAgents({
      repoRoot: project,
      homeDir: home,
      plugins: pluginDirectories([pluginWithFolder, pluginFlat]),
      agentsJson: jsonAgents({ reviewer: 'cli' }),
      managedPath: managed,
    });

    expect(loaded.problems.filter((problem) => problem.rule !== 'agent-shadowed')).toEqual([]);
    expect(loaded.registry.get('reviewer')).toMatchObject({
      description: 'managed',
      source: 'managed',
      file: managed,
    });
    expect(loaded.registry.get('linter')?.description).toBe('project');
    // A plugin's agents are `plugin:name` (the plugin named after its directory here): they
    // replace no agent, and none replaces them.
    expect(loaded.registry.get('plugin-a:reviewer')?.description).toBe('plugin');
    expect(loaded.registry.names()).toEqual(
      [...builtinAgentNames, 'linter', 'plugin-a:reviewer', 'reviewer'].sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    );
    expect(
      loaded.definitions.map((definition) => `${definition.source}:${definition.name}`),
    ).toEqual([
      'built-in:general-purpose',
      'built-in:Explore',
      'built-in:Plan',
      'built-in:verification',
      'plugin:plugin-a:reviewer',
      'user:reviewer',
      'project:linter',
      'project:reviewer',
      'cli:reviewer',
      'managed:reviewer',
    ]);
    expect(shadowSummary(loaded)).toEqual([
      'reviewer: user < managed',
      'reviewer: project < managed',
      'reviewer: cli < managed',
    ]);
    const shadowProblems = loaded.problems.filter((problem) => problem.rule === 'agent-shadowed');
    expect(shadowProblems.map((problem) => [problem.file, problem.line, problem.severity])).toEqual(
      [
        [path.join(home, '.claude', 'agents', 'reviewer.md'), 2, 'warning'],
        [path.join(project, '.claude', 'agents', 'team', 'reviewer.md'), 2, 'warning'],
        ['<--agents>', 2, 'warning'],
      ],
    );
    expect(shadowProblems[0]?.message).toContain(`managed definition in ${managed}`);
  });

  it('names a plugin agent in a subfolder of agents/ with its folders, as Claude Code 2.1.332 does; one the manifest names without', async () => {
    const plugin = path.join(root, 'nmp');
    await write(path.join(plugin, 'agents', 'top.md'), agentFile('top', 'top'));
    await write(path.join(plugin, 'agents', 'sub', 'file.md'), agentFile('deep', 'deep'));
    await write(path.join(plugin, 'agents', 'sub', 'deeper', 'x.md'), agentFile('deepest', 'x'));
    const named = path.join(root, 'named');
    await write(
      path.join(named, '.claude-plugin', 'plugin.json'),
      JSON.stringify({ name: 'named', agents: ['./other/q/why.md'] }),
    );
    await write(path.join(named, 'other', 'q', 'why.md'), agentFile('why', 'why'));

    const loaded = await loadAgents({
      repoRoot: project,
      plugins: pluginDirectories([plugin, named]),
    });

    expect(loaded.problems).toEqual([]);
    expect(
      loaded.definitions
        .filter((definition) => definition.source === 'plugin')
        .map((definition) => definition.name),
    ).toEqual(['nmp:sub:deeper:deepest', 'nmp:sub:deep', 'nmp:top', 'named:why']);
  });

  it('reports a replaced built-in at the file that replaces it', async () => {
    const file = await write(
      path.join(project, '.claude', 'agents', 'explore.md'),
      agentFile('Explore', 'Our explorer'),
    );
    const loaded = await loadAgents({ repoRoot: project });
    expect(loaded.registry.get('Explore')?.source).toBe('project');
    expect(loaded.problems).toEqual([
      expect.objectContaining({ rule: 'agent-shadowed', file, line: 2, column: 1 }),
    ]);
    expect(loaded.problems[0]?.message).toContain('built-in definition is shadowed');
  });

  it('reads --agents from a file and managed agents from a directory', async () => {
    const json = await write(path.join(root, 'agents.json'), jsonAgents({ tester: 'from file' }));
    await write(path.join(root, 'managed', 'policy.md'), agentFile('auditor', 'managed md'));
    const loaded = await loadAgents({
      repoRoot: project,
      agentsJson: json,
      managedPath: path.join(root, 'managed'),
    });
    expect(loaded.registry.get('tester')).toMatchObject({ source: 'cli', file: json });
    expect(loaded.registry.get('auditor')).toMatchObject({ source: 'managed' });
  });

  it('keeps inline --agents definitions without a file', async () => {
    const loaded = await loadAgents({ repoRoot: project, agentsJson: jsonAgents({ inline: 'x' }) });
    const inline = loaded.registry.get('inline');
    expect(inline?.source).toBe('cli');
    expect(inline && 'file' in inline).toBe(false);
  });

  it('refuses sources given explicitly that do not exist', async () => {
    await expect(
      loadAgents({ repoRoot: project, plugins: [{ root: path.join(root, 'nope') }] }),
    ).rejects.toThrow(UserError);
    await expect(loadAgents({ repoRoot: project, agentsJson: 'missing.json' })).rejects.toThrow(
      /--agents file '.*missing\.json' does not exist/,
    );
    await expect(
      loadAgents({ repoRoot: project, managedPath: path.join(root, 'nope') }),
    ).rejects.toThrow(UserError);
  });

  it('treats missing user and project folders as empty', async () => {
    const loaded = await loadAgents({ repoRoot: project, homeDir: home });
    expect(loaded.definitions.map((definition) => definition.name)).toEqual([...builtinAgentNames]);
    expect(loaded.problems).toEqual([]);
  });

  it('skips a README without frontmatter in an agents folder, but reports other broken files', async () => {
    const agents = path.join(project, '.claude', 'agents');
    await write(path.join(agents, 'README.md'), '# Our agents\n');
    const notes = await write(path.join(agents, 'notes.md'), '# Notes\n');
    const loaded = await loadAgents({ repoRoot: project });
    expect(loaded.problems).toEqual([
      expect.objectContaining({ rule: 'frontmatter-missing', file: notes }),
    ]);
  });

  it('does not let a file with errors shadow anything', async () => {
    await write(path.join(home, '.claude', 'agents', 'reviewer.md'), agentFile('reviewer', 'user'));
    await write(
      path.join(project, '.claude', 'agents', 'reviewer.md'),
      agentFile('reviewer', 'project', 'description: 42\n'),
    );
    const loaded = await loadAgents({ repoRoot: project, homeDir: home });
    expect(loaded.registry.get('reviewer')?.source).toBe('user');
    expect(loaded.shadowed).toEqual([]);
    expect(loaded.problems.map((problem) => problem.rule)).toEqual([
      'key-duplicate',
      'description-missing',
    ]);
    expect(loaded.unloadable).toEqual([
      expect.objectContaining({ name: 'reviewer', errors: [expect.anything()] }),
    ]);
  });

  it('resolves skills and MCP servers against the project and the home directory', async () => {
    await write(path.join(project, '.claude', 'skills', 'project-skill', 'SKILL.md'), '# skill\n');
    await write(path.join(home, '.claude', 'skills', 'user-skill', 'SKILL.md'), '# skill\n');
    await write(path.join(project, '.mcp.json'), JSON.stringify({ mcpServers: { github: {} } }));
    await write(path.join(home, '.claude.json'), JSON.stringify({ mcpServers: { slack: {} } }));
    const file = await write(
      path.join(project, '.claude', 'agents', 'uses.md'),
      agentFile(
        'uses',
        'uses things',
        'skills: project-skill, user-skill, ../escape, absent\nmcpServers: [github, slack, absent]\n',
      ),
    );
    const loaded = await loadAgents({ repoRoot: project, homeDir: home });
    expect(loaded.registry.get('uses')?.skills).toEqual([
      'project-skill',
      'user-skill',
      '../escape',
      'absent',
    ]);
    expect(
      loaded.problems.map((problem) => [
        problem.rule,
        problem.file,
        problem.line,
        problem.message.split(' ')[1],
      ]),
    ).toEqual([
      ['skill-unresolved', file, 4, "'../escape'"],
      ['skill-unresolved', file, 4, "'absent'"],
      ['mcp-server-unresolved', file, 5, 'server'],
    ]);
    expect(loaded.problems[2]?.message).toContain("'absent'");
  });

  it("finds a skills: entry by a skill's alias, as the run preloads it", async () => {
    // Skill directory api-review with `name: review`: `skills: [review]` preloads it, so no
    // warning; and the hint for a name that is not found lists what a run here offers.
    await write(
      path.join(project, '.claude', 'skills', 'api-review', 'SKILL.md'),
      '---\nname: review\ndescription: Reviews APIs\n---\nBODY\n',
    );
    await write(
      path.join(project, '.claude', 'agents', 'rev.md'),
      agentFile('rev', 'reviews', 'skills: review, api-review, absent\n'),
    );
    const loaded = await loadAgents({ repoRoot: project, homeDir: home });
    const unresolved = loaded.problems.filter((problem) => problem.rule === 'skill-unresolved');
    expect(unresolved.map((problem) => problem.message)).toEqual([
      "Skill 'absent' was not found; the agent runs without it.",
    ]);
    expect(unresolved[0]?.hint).toContain('a run here offers: api-review (review)');
  });

  it('says when .mcp.json cannot be read', async () => {
    await write(path.join(project, '.mcp.json'), '{ broken');
    await write(
      path.join(project, '.claude', 'agents', 'a.md'),
      agentFile('a', 'x', 'mcpServers: [github]\n'),
    );
    const loaded = await loadAgents({ repoRoot: project });
    expect(loaded.problems[0]?.message).toContain('could not be read as JSON');
  });

  it('reads many files concurrently and still orders them by path', async () => {
    const names = Array.from(
      { length: 60 },
      (_, index) => `agent-${String(index).padStart(2, '0')}`,
    );
    await Promise.all(
      [...names]
        .reverse()
        .map((name, index) =>
          write(
            path.join(project, '.claude', 'agents', `group-${index % 3}`, `${name}.md`),
            agentFile(name, name),
          ),
        ),
    );
    const loaded = await loadAgents({ repoRoot: project });
    const files = loaded.definitions.flatMap((definition) => definition.file ?? []);
    expect(files).toHaveLength(60);
    expect(files).toEqual([...files].sort());
  });
});

describe('loadAgentPaths', () => {
  it('loads the real-world shapes Claude Code 2.1.332 loads, and only those', async () => {
    // Observed: Claude Code 2.1.332 listed exactly these ten agents of this folder in its Agent
    // tool and skipped no-name.md, no-frontmatter.md, invalid-yaml.md, number-name.md (and README).
    const loaded = await loadAgentPaths([realWorld], { repoRoot: repositoryRoot });
    expect(loaded.registry.names().sort()).toEqual(
      [
        'agent-finder',
        'api-reviewer',
        'careful-editor',
        'docs-researcher',
        'dotnet-framework-4.8-expert',
        'migration-checker',
        'nested-agent',
        'Release Notes Writer',
        'triage-helper',
        'windows-saved',
      ].sort(),
    );
    expect(
      loaded.unloadable.map((agent) => [path.basename(agent.location.file), agent.name]),
    ).toEqual([
      ['invalid-yaml.md', 'tabbed-agent'],
      ['no-frontmatter.md', 'no-frontmatter'],
      ['no-name.md', 'no-name'],
      ['number-name.md', '404'],
    ]);
    expect(
      loaded.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${path.basename(problem.file)}:${problem.line} ${problem.rule}`),
    ).toEqual([
      'invalid-yaml.md:4 yaml-invalid',
      'no-frontmatter.md:1 frontmatter-missing',
      'no-name.md:1 name-missing',
      'number-name.md:2 name-invalid',
    ]);
    const get = (name: string) => loaded.registry.get(name);
    expect(get('api-reviewer')?.tools).toEqual([
      { tool: 'Read' },
      { tool: 'Grep' },
      { tool: 'Glob' },
    ]);
    expect(get('migration-checker')?.tools).toEqual([
      { tool: 'Read' },
      { tool: 'Grep' },
      { tool: 'Bash', specifier: 'npm run migrate:dry-run*' },
    ]);
    expect(get('agent-finder')?.tools).toEqual([
      { tool: 'Read' },
      { tool: 'mcp__github__get_issue' },
      { tool: 'Agent', specifier: 'api-reviewer' },
    ]);
    expect(get('agent-finder')?.spawnableAgents).toEqual(['api-reviewer']);
    expect(get('careful-editor')).toMatchObject({ permissionMode: 'default' });
    expect(get('careful-editor')?.memory).toBeUndefined();
    expect(get('triage-helper')?.description).toContain('Examples: <example>Context:');
    expect(get('windows-saved')?.systemPrompt).toBe('You were written in Notepad.');
    const warnings = (file: string) =>
      loaded.problems
        .filter((problem) => path.basename(problem.file) === file)
        .map((problem) => `${problem.severity} ${problem.rule}`);
    // Every tool it lists (WebSearch included) is one Flotilla offers.
    expect(warnings('claude-code-tools.md')).toEqual([]);
    expect(warnings('unknown-values.md')).toEqual([
      'warning permission-mode-unknown',
      'warning memory-unknown',
      'warning color-unknown',
    ]);
    expect(warnings('catalog-tools.md')).toEqual([
      'warning tool-syntax-malformed',
      'warning tool-spawn-depth',
    ]);
    expect(warnings('dotted-name.md')).toEqual(['warning name-not-kebab-case']);
    expect(warnings('README.md')).toEqual([]);
  });

  it('takes files, directories and JSON files, each file once', async () => {
    const a = await write(path.join(root, 'dir', 'a.md'), agentFile('a', 'x'));
    await write(path.join(root, 'dir', 'nested', 'b.md'), agentFile('b', 'x'));
    await write(path.join(root, 'dir', 'ignored.txt'), 'not markdown');
    const json = await write(path.join(root, 'more.json'), jsonAgents({ c: 'x' }));
    const loaded = await loadAgentPaths([path.join(root, 'dir'), a, json]);
    expect(loaded.definitions.map((definition) => definition.name)).toEqual(['a', 'b', 'c']);
    expect(loaded.problems).toEqual([]);
  });

  it('reports a README named explicitly', async () => {
    const readme = await write(path.join(root, 'README.md'), '# Hello\n');
    const loaded = await loadAgentPaths([readme]);
    expect(loaded.problems.map((problem) => problem.rule)).toEqual(['frontmatter-missing']);
  });

  it('refuses a path that does not exist', async () => {
    await expect(loadAgentPaths([path.join(root, 'nope')])).rejects.toThrow(
      /Path '.*nope' does not exist/,
    );
  });
});

describe('AgentRegistry', () => {
  it('answers get, has, names, list and resolve', async () => {
    const loaded = await loadAgents({ repoRoot: project });
    const registry = loaded.registry;
    expect(registry.has('Plan')).toBe(true);
    expect(registry.get('nope')).toBeUndefined();
    expect(registry.names()).toEqual(['Explore', 'general-purpose', 'Plan', 'verification']);
    expect(registry.list().map((definition) => definition.name)).toEqual(registry.names());
    expect(registry.resolve('Explore').tools).toBeUndefined();
    expect(registry.resolve('Explore').disallowedTools?.map((rule) => rule.tool)).toEqual([
      'Agent',
      'ExitPlanMode',
      'Edit',
      'MultiEdit',
      'Write',
      'NotebookEdit',
    ]);
    expect(() => registry.resolve('verify')).toThrow(UserError);
    try {
      registry.resolve('Plann');
    } catch (error) {
      expect((error as UserError).hint).toMatch(
        /^Did you mean 'Plan'\? Available agents: Explore, general-purpose, Plan, verification\.$/,
      );
    }
  });

  it('gives each load its own copies of the built-ins', async () => {
    const first = await loadAgents({ repoRoot: project });
    first.registry.resolve('Explore').disallowedTools?.splice(0);
    first.registry.resolve('verification').tools?.push({ tool: 'Write' });
    const second = await loadAgents({ repoRoot: project });
    expect(second.registry.resolve('Explore').disallowedTools).toHaveLength(6);
    expect(second.registry.resolve('verification').tools).toHaveLength(4);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateCommand } from '../../src/cli/commands/validate.js';
import type { CliIo } from '../../src/cli/io.js';
import { installPlugin } from '../plugins/install-plugin.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const cli = path.join(repositoryRoot, 'dist', 'cli', 'index.js');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a user would, with a home directory of our own. */
function flotilla(args: string[], cwd: string, home: string): Run {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: home },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function inProcess(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    cwd,
    env,
    isTty: false,
  };
  const status = await validateCommand(args, io);
  return { status, stdout, stderr };
}

let root: string;
let project: string;
let home: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'flotilla-validate-'));
  project = path.join(root, 'project');
  home = path.join(root, 'home');
  await mkdir(path.join(project, '.claude', 'agents'), { recursive: true });
  await mkdir(home, { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function writeAgent(name: string, text: string): Promise<void> {
  await writeFile(path.join(project, '.claude', 'agents', name), text);
}

const good = '---\nname: good\ndescription: Works.\n---\n\nYou work.\n';
const broken =
  '---\nname: broken\nmodel: sonnet\ndescription: 42\ncolor: teal\n---\n\nYou break.\n';

describe('flotilla validate (built CLI)', () => {
  it('reports the real-world shapes: errors only for the files Claude Code skips', () => {
    const run = flotilla(['validate', 'test/fixtures/agents/real-world'], repositoryRoot, home);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^10 agents, 4 errors, \d+ warnings$/);
    expect(
      lines.filter((line) => / {2}error {2}/.test(line)).map((line) => line.split(' ')[0]),
    ).toEqual([
      'test/fixtures/agents/real-world/invalid-yaml.md:4:1',
      'test/fixtures/agents/real-world/no-frontmatter.md:1:1',
      'test/fixtures/agents/real-world/no-name.md:1:1',
      'test/fixtures/agents/real-world/number-name.md:2:1',
    ]);
    // Every tool it lists, WebSearch included, is one Flotilla offers.
    expect(run.stdout).not.toContain('claude-code-tools.md:4');
  });

  it('prints the real-world shapes as JSON with one entry per loaded agent', () => {
    const run = flotilla(
      ['validate', 'test/fixtures/agents/real-world', '--format', 'json'],
      repositoryRoot,
      home,
    );
    expect(run.status).toBe(1);
    const json = JSON.parse(run.stdout) as {
      agents: { name: string; file: string; source: string }[];
      problems: { severity: string; rule: string }[];
    };
    expect(json.agents).toHaveLength(10);
    expect(json.agents).toContainEqual({
      name: 'Release Notes Writer',
      file: 'test/fixtures/agents/real-world/spaced-name.md',
      source: 'project',
    });
    expect(
      json.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => problem.rule),
    ).toEqual(['yaml-invalid', 'frontmatter-missing', 'name-missing', 'name-invalid']);
  });

  it('exits 1 on an error and prints file:line:col, severity, rule, message and hint', async () => {
    await writeAgent('good.md', good);
    await writeAgent('broken.md', broken);
    const run = flotilla(['validate'], project, home);
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      '.claude/agents/broken.md:4:1  error  description-missing  description is 42; it must be non-empty text. (Say what the agent does and when to use it; the lead agent chooses agents by it.)',
      ".claude/agents/broken.md:5:1  warning  color-unknown  Unknown color 'teal'; it is ignored. (Colors: red, blue, green, yellow, purple, orange, pink, cyan.)",
      '5 agents, 1 error, 1 warning',
      '',
    ]);
  });

  it('prints the documented JSON shape', async () => {
    await writeAgent('good.md', good);
    await writeAgent('broken.md', broken);
    const run = flotilla(['validate', '--format', 'json'], project, home);
    expect(run.status).toBe(1);
    const json = JSON.parse(run.stdout) as { agents: unknown[]; problems: unknown[] };
    expect(json.agents).toContainEqual({
      name: 'good',
      file: '.claude/agents/good.md',
      source: 'project',
    });
    expect(json.agents).toContainEqual({ name: 'Explore', file: null, source: 'built-in' });
    expect(json.problems[0]).toEqual({
      file: '.claude/agents/broken.md',
      line: 4,
      column: 1,
      rule: 'description-missing',
      severity: 'error',
      message: 'description is 42; it must be non-empty text.',
      hint: 'Say what the agent does and when to use it; the lead agent chooses agents by it.',
    });
  });

  it('prints GitHub workflow annotations', async () => {
    await writeAgent('broken.md', broken);
    const run = flotilla(['validate', '.claude/agents', '--format', 'github'], project, home);
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      '::error file=.claude/agents/broken.md,line=4,col=1,title=description-missing::description is 42; it must be non-empty text. (Say what the agent does and when to use it; the lead agent chooses agents by it.)',
      "::warning file=.claude/agents/broken.md,line=5,col=1,title=color-unknown::Unknown color 'teal'; it is ignored. (Colors: red, blue, green, yellow, purple, orange, pink, cyan.)",
      '0 agents, 1 error, 1 warning',
      '',
    ]);
  });

  it('exits 0 when there are only warnings', async () => {
    await writeAgent('warn.md', '---\nname: warn\ndescription: Warns.\ncolor: teal\n---\n\nBody\n');
    const run = flotilla(['validate', '.claude/agents/warn.md'], project, home);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('1 agent, 0 errors, 1 warning');
  });

  it('includes the user folder, --agents and the shadowing between them', async () => {
    await mkdir(path.join(home, '.claude', 'agents'), { recursive: true });
    await writeFile(path.join(home, '.claude', 'agents', 'good.md'), good);
    const agentsJson = JSON.stringify({ good: { description: 'cli', prompt: 'p', memory: 'x' } });
    const run = flotilla(['validate', '--agents', agentsJson, '--format', 'json'], project, home);
    // An unknown memory scope is a warning: the --agents entry loads and replaces the user one.
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as {
      agents: { source: string }[];
      problems: { file: string; rule: string }[];
    };
    expect(json.agents.map((agent) => agent.source)).toContain('user');
    expect(json.agents.map((agent) => agent.source)).toContain('cli');
    expect(json.problems).toEqual([
      expect.objectContaining({ file: '<--agents>', rule: 'memory-unknown', severity: 'warning' }),
      expect.objectContaining({
        file: path.join(home, '.claude', 'agents', 'good.md'),
        rule: 'agent-shadowed',
      }),
    ]);
  });

  it('exits 2 with a clear message on bad usage', () => {
    const unknown = flotilla(['validate', '--formt', 'json'], project, home);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--formt' for 'flotilla validate'.");
    expect(unknown.stderr).toContain("Did you mean '--format'?");
    const format = flotilla(['validate', '--format', 'xml'], project, home);
    expect(format.status).toBe(2);
    expect(format.stderr).toContain("Invalid --format 'xml'.");
    const missing = flotilla(['validate', 'nope'], project, home);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("Path 'nope' does not exist.");
  });

  it('answers --help with the options and every rule', () => {
    const run = flotilla(['validate', '--help'], project, home);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: flotilla validate \[PATH…\] \[options\]/);
    expect(run.stdout).toContain('--format FORMAT');
    expect(run.stdout).toMatch(/tool-unknown +warning/);
  });
});

describe('validate arguments (src/cli/args.ts)', () => {
  it('wins --help over other arguments, even bad ones', async () => {
    const run = await inProcess(['--bogus', '-h'], project);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: flotilla validate');
  });

  it('treats arguments after -- as paths', async () => {
    await expect(inProcess(['--', '--help'], project)).rejects.toThrow(
      "Path '--help' does not exist.",
    );
  });

  it('asks for the value of an option given without one', async () => {
    await expect(inProcess(['--format'], project)).rejects.toThrow(
      "Option '--format' needs a value.",
    );
  });

  it('refuses PATH together with source options', async () => {
    await expect(inProcess(['.', '--agents', '{}'], project)).rejects.toThrow(
      /cannot be combined with PATH/,
    );
  });

  it("checks a --plugin-dir plugin's hooks/hooks.json, which a run would stop on", async () => {
    const broken = path.resolve(import.meta.dirname, '..', 'fixtures', 'plugins', 'broken-hooks');
    const run = await inProcess(['--plugin-dir', broken], project);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(path.join(broken, 'hooks', 'hooks.json'));
  });

  it('checks an installed plugin the settings enable, as a run loads it, at its install path', async () => {
    // A manifest a run stops on: its hint sends the user to `flotilla validate`.
    const installPath = await installPlugin(home, 'guard@mkt', {
      '.claude-plugin/plugin.json': '{"name": "guard", "hooks": "./../x.json"}',
      'agents/pa.md': '---\nname: pa\ndescription: Plugin agent.\n---\n\nGuard.\n',
    });
    const run = await inProcess(['--format', 'json'], project, { HOME: home });
    expect(run.status).toBe(1);
    const json = JSON.parse(run.stdout) as {
      agents: { name: string; file: string | null }[];
      problems: { file: string; rule: string }[];
    };
    expect(json.problems.map((problem) => [problem.file, problem.rule])).toEqual([
      [path.join(installPath, '.claude-plugin', 'plugin.json'), 'plugin-manifest-invalid'],
    ]);
    expect(json.agents).toContainEqual(
      expect.objectContaining({
        name: 'guard:pa',
        file: path.join(installPath, 'agents', 'pa.md'),
      }),
    );
  });

  it('leaves out an installed plugin a settings file turns off, as a run does', async () => {
    await installPlugin(home, 'guard@mkt', {
      '.claude-plugin/plugin.json': '{"name": "guard", "hooks": "./../x.json"}',
    });
    await writeFile(
      path.join(project, '.claude', 'settings.local.json'),
      JSON.stringify({ enabledPlugins: { 'guard@mkt': false } }),
    );
    const run = await inProcess([], project, { HOME: home });
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('4 agents, 0 errors, 0 warnings');
    expect(run.status).toBe(0);
  });

  it('checks the files --setting-sources reads, as a run with it reads them; a bad list is refused', async () => {
    await writeAgent('broken.md', broken);
    const userOnly = await inProcess(['--setting-sources', 'user'], project, { HOME: home });
    expect(userOnly.stdout).not.toContain('broken.md');
    expect(userOnly.status).toBe(0);
    expect((await inProcess([], project, { HOME: home })).status).toBe(1);
    await expect(
      inProcess(['--setting-sources', 'user,projcet'], project, { HOME: home }),
    ).rejects.toThrow("--setting-sources: Unknown setting source 'projcet'.");
  });

  it('checks a --plugin-dir plugin in place of the installed one of the same name', async () => {
    await installPlugin(home, 'guard@mkt', {
      '.claude-plugin/plugin.json': '{"name": "guard", "hooks": "./../x.json"}',
    });
    const given = path.join(root, 'guard');
    await mkdir(path.join(given, '.claude-plugin'), { recursive: true });
    await writeFile(path.join(given, '.claude-plugin', 'plugin.json'), '{"name": "guard"}');
    const run = await inProcess(['--plugin-dir', given], project, { HOME: home });
    expect(run.stdout).not.toContain('plugin-manifest-invalid');
    expect(run.stderr).toContain(
      `notice: Plugin guard@mkt is installed and enabled, but --plugin-dir ${given} is a plugin of the same name`,
    );
    expect(run.status).toBe(0);
  });

  it('accepts repeated --plugin-dir', async () => {
    for (const name of ['one', 'two']) {
      await mkdir(path.join(root, name, 'agents'), { recursive: true });
      await writeFile(path.join(root, name, 'agents', `${name}.md`), good.replace('good', name));
    }
    const run = await inProcess(
      ['--plugin-dir', '../one', '--plugin-dir', '../two', '--format', 'json'],
      project,
    );
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as { agents: { name: string; source: string }[] };
    expect(
      json.agents.filter((agent) => agent.source === 'plugin').map((agent) => agent.name),
    ).toEqual(['one:one', 'two:two']);
  });
});

describe('validate settings files', () => {
  const managed = () => ['--managed-settings', path.join(root, 'managed-settings.json')];

  it('checks the settings files a run here reads, with file:line:col and rule ids', async () => {
    await writeFile(
      path.join(project, '.claude', 'settings.json'),
      '{\n  "permissions": {\n    "deny": ["Read(.env)", 7]\n  }\n}\n',
    );
    await writeFile(path.join(root, 'managed-settings.json'), '{\n  "env": {"A": "1"},\n}\n');
    const run = await inProcess(managed(), project);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      '.claude/settings.json:3:28  error  permission-rule-malformed  permissions.deny entry 7 is not a permission rule.',
    );
    expect(run.stdout).toContain(
      `${path.join(root, 'managed-settings.json')}:3:1  error  settings-json-invalid`,
    );
  });

  it('checks settings files given as PATH, and passes good ones', async () => {
    const file = path.join(project, '.claude', 'settings.local.json');
    await writeFile(file, JSON.stringify({ permissions: { allow: ['Bash(npm test:*)'] } }));
    expect((await inProcess([file], project)).status).toBe(0);
    await writeFile(file, '{"model": 3}');
    const run = await inProcess([file], project);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('.claude/settings.local.json:1:2  error  settings-field-invalid');
  });
});

describe('validate skill files', () => {
  const managed = () => ['--managed-settings', path.join(root, 'managed-settings.json')];

  it('checks the skills a run here offers, with file:line:col and rule ids', async () => {
    const directory = path.join(project, '.claude', 'skills', 'notes');
    await mkdir(directory, { recursive: true });
    await writeFile(
      path.join(directory, 'SKILL.md'),
      '---\nname: Notes_Writer\ndescription: Writes notes.\ndisable-model-invocation: maybe\n---\nWrite.\n',
    );
    // Named, the managed settings file must exist: this one holds no settings.
    await writeFile(path.join(root, 'managed-settings.json'), '{}');
    const run = await inProcess(managed(), project);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('.claude/skills/notes/SKILL.md:2:1  warning  skill-name-invalid');
    expect(run.stdout).toContain(
      '.claude/skills/notes/SKILL.md:4:27  warning  skill-field-invalid',
    );
  });

  it('checks a SKILL.md given as PATH', async () => {
    const directory = path.join(root, 'skills', 'bare');
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, 'SKILL.md'), 'Only instructions, no frontmatter.\n');
    const run = await inProcess([path.join(directory, 'SKILL.md')], project);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('SKILL.md:1:1  warning  skill-description-missing');
  });
});

describe('validate --tools', () => {
  const agent = [
    '---',
    'name: researcher',
    'description: Researches.',
    'tools: Read, WebSearch, WebFetch, mcp__docs__search, mcp__held__lookup, mcp__nowhere__find, mcp__own__ask, Monitor, Bash',
    'disallowedTools: Bash',
    'mcpServers:',
    '  - own:',
    '      command: node',
    '      args: [server.js]',
    '---',
    '',
    'You research.',
    '',
  ].join('\n');

  async function setUp(settings: object): Promise<void> {
    await writeAgent('researcher.md', agent);
    await writeFile(
      path.join(project, '.mcp.json'),
      JSON.stringify({
        mcpServers: { docs: { command: 'node', args: ['docs.js'] }, held: { command: 'node' } },
      }),
    );
    await writeFile(path.join(project, '.claude', 'settings.json'), JSON.stringify(settings));
  }

  it('lists per agent the tools it will have in a run and why each named one is missing', async () => {
    await setUp({
      enabledMcpjsonServers: ['docs'],
      // A trusted workspace starts every .mcp.json server but the disabled ones.
      disabledMcpjsonServers: ['held'],
      permissions: { allow: ['WebSearch(domain:docs.example.com)'] },
    });
    const run = await inProcess(
      ['--tools', '--trust-project', '.claude/agents/researcher.md'],
      project,
    );
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('researcher  .claude/agents/researcher.md');
    expect(lines).toContain(
      '  run tools: Read, WebFetch, WebSearch, ReportFindings, mcp__docs__search, mcp__own__ask',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}missing: mcp__held__lookup: MCP server 'held' is in \.mcp\.json but not started/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}missing: mcp__nowhere__find: MCP server 'nowhere' is not configured/,
      ),
    );
    expect(lines).toContain('  missing: Monitor: a Claude Code tool Flotilla does not offer yet');
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}missing: Bash: it is denied as a whole by the rule `Bash`/),
    );
    expect(lines.at(-2)).toBe('1 agent, 0 errors, 1 warning');
  });

  it('reads the settings as `flotilla run` does without --trust-project: no grants from the workspace', async () => {
    await setUp({
      enabledMcpjsonServers: ['docs'],
      permissions: { allow: ['WebSearch(domain:docs.example.com)'] },
    });
    const run = await inProcess(['--tools', '.claude/agents/researcher.md'], project);
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('  run tools: Read, WebFetch, ReportFindings, mcp__own__ask');
    expect(run.stderr).toContain(
      'notice: Ignoring 1 permissions.allow entry from .claude/settings.json: this workspace has not been trusted.',
    );
  });

  it('gives the same as JSON, and says WebSearch needs permission without an allow rule', async () => {
    await setUp({});
    const run = await inProcess(
      ['--tools', '--format', 'json', '.claude/agents/researcher.md'],
      project,
    );
    const json = JSON.parse(run.stdout) as {
      agents: Array<{
        name: string;
        runTools: { offered: string[]; missing: Array<{ tool: string; reason: string }> };
      }>;
    };
    const [researcher] = json.agents;
    expect(researcher?.runTools.offered).toEqual([
      'Read',
      'WebFetch',
      'ReportFindings',
      'mcp__own__ask',
    ]);
    const reasons = Object.fromEntries(
      researcher!.runTools.missing.map(({ tool, reason }) => [tool, reason]),
    );
    expect(reasons.WebSearch).toMatch(/needs permission: an allow rule WebSearch/);
    expect(reasons.mcp__docs__search).toMatch(
      /'docs' is in \.mcp\.json but not started: disabledMcpjsonServers lists it, or the workspace is not trusted/,
    );

    // Without --tools the output stays the problem list.
    const plain = await inProcess(['--format', 'json', '.claude/agents/researcher.md'], project);
    expect(plain.stdout).not.toContain('runTools');
  });

  it('says which agents a run would not start, and what an empty tools list gives', async () => {
    await writeAgent(
      'gallery.md',
      '---\nname: gallery\ndescription: Searches a gallery.\ntools: mcp__meigen__search_gallery, read\n---\n\nYou search.\n',
    );
    await writeAgent(
      'judge.md',
      '---\nname: judge\ndescription: Judges.\ntools: []\n---\n\nYou judge.\n',
    );
    const run = await inProcess(['--tools'], project);
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\.claude\/agents\/gallery\.md:4:1 {2}warning {2}tools-unresolved {2}No entry of tools names a tool Flotilla can give this agent \(mcp__meigen__search_gallery: MCP server 'meigen' is not configured .*; read: unknown tool\); a run does not start it\./,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}not started: its tools list names no tool it can have, so it is not started rather than run with none \(mcp__meigen__search_gallery: MCP server 'meigen' is not configured .*; read: unknown tool\)/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\.claude\/agents\/judge\.md:4:1 {2}warning {2}tools-empty {2}tools names no tool; the agent gets no tools \(only ReportFindings\)/,
      ),
    );
    const judge = lines.indexOf('judge  .claude/agents/judge.md');
    expect(lines[judge + 1]).toBe('  run tools: ReportFindings');
    expect(lines[judge + 2]).not.toMatch(/not started/);
  });

  it('warns about a tools list exactly when no run can start the agent', async () => {
    // `x` is in .mcp.json but not enabled: a run whose settings enable it offers its tools.
    await writeFile(
      path.join(project, '.mcp.json'),
      JSON.stringify({ mcpServers: { x: { command: 'x-server' } } }),
    );
    const agent = (name: string, tools: string) =>
      writeAgent(
        `${name}.md`,
        `---\nname: ${name}\ndescription: D.\ntools: ${tools}\n---\n\nGo.\n`,
      );
    // Only the lead has these; a spawned agent (the only one refused) never does.
    await agent('lead-tools', 'TeamCreate, TeamDelete');
    // A pattern no tool matches resolves to nothing in every run.
    await agent('pattern', 'Frob*');
    // Each resolves in some run: --max-spawn-depth 2, plan mode, settings enabling `x`.
    await agent('spawner', 'Agent(worker)');
    await agent('planner', 'ExitPlanMode');
    await agent('held', 'mcp__x__y');
    const run = await inProcess(['--tools'], project);
    const warned = run.stdout
      .split('\n')
      .filter((line) => line.includes('  tools-unresolved  '))
      .map((line) => line.split(':')[0]);
    expect(warned).toEqual(['.claude/agents/lead-tools.md', '.claude/agents/pattern.md']);
    expect(run.stdout).toContain(
      '(TeamCreate: offered only to the lead: no agent it starts has it; TeamDelete: offered only to the lead: no agent it starts has it)',
    );
    expect(run.stdout).toContain('(Frob*: unknown tool)');
    // A run here, at the defaults, refuses them all: --tools says so for each.
    const lines = run.stdout.split('\n');
    for (const name of ['lead-tools', 'pattern', 'spawner', 'planner', 'held']) {
      const at = lines.indexOf(`${name}  .claude/agents/${name}.md`);
      const end = lines.findIndex((line, index) => index > at && !line.startsWith('  '));
      expect(lines.slice(at + 1, end).some((line) => line.startsWith('  not started:'))).toBe(true);
    }
  });
});

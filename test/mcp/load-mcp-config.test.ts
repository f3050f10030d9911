import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { loadMcpConfig, type McpConfigSources } from '../../src/mcp/load-mcp-config.js';
import { expandServerConfig } from '../../src/mcp/server-config.js';

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const server = (command: string) => ({ command, args: [], env: {} });

async function setup(files: { project?: unknown; user?: unknown }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-config-'));
  temporary.push(dir);
  const repo = path.join(dir, 'repo');
  const home = path.join(dir, 'home');
  await import('node:fs/promises').then(async (fs) => {
    await fs.mkdir(repo);
    await fs.mkdir(home);
  });
  if (files.project) await writeFile(path.join(repo, '.mcp.json'), JSON.stringify(files.project));
  if (files.user) await writeFile(path.join(home, '.claude.json'), JSON.stringify(files.user));
  const sources = (extra: Partial<McpConfigSources> = {}): McpConfigSources => ({
    configRoot: repo,
    repoRoot: repo,
    homeDir: home,
    plugins: [],
    mcpConfigs: [],
    strict: false,
    trusted: false,
    enabledMcpjsonServers: [],
    disabledMcpjsonServers: [],
    ...extra,
  });
  return { repo, home, dir, sources };
}

const commands = (loaded: Awaited<ReturnType<typeof loadMcpConfig>>) =>
  Object.fromEntries(
    [...loaded.servers.values()].map((entry) => [
      entry.name,
      `${entry.scope}:${'command' in entry.config ? entry.config.command : entry.config.url}`,
    ]),
  );

describe('loadMcpConfig', () => {
  it('reads user, local, project (as enabled) and --mcp-config servers; later scopes win', async () => {
    const { repo, home, sources } = await setup({
      project: { mcpServers: { a: server('project-a'), b: server('project-b'), c: server('c') } },
    });
    // Local scope: ~/.claude.json projects[<repo>].mcpServers.
    await writeFile(
      path.join(home, '.claude.json'),
      JSON.stringify({
        mcpServers: { a: server('user-a'), u: server('user-u') },
        projects: { [repo]: { mcpServers: { b: server('local-b') } } },
      }),
    );
    const loaded = await loadMcpConfig(
      sources({
        enabledMcpjsonServers: ['a', 'b'],
        mcpConfigs: [JSON.stringify({ mcpServers: { u: { type: 'http', url: 'http://x/mcp' } } })],
      }),
    );
    expect(commands(loaded)).toEqual({
      a: 'project:project-a',
      b: 'local:local-b',
      u: 'flag:http://x/mcp',
    });
    expect(loaded.notices).toEqual([expect.stringContaining(".mcp.json server 'c' not started")]);
    // The held ones by name, so no second load is needed to tell them from unconfigured ones.
    expect(loaded.held).toEqual(['c']);
  });

  it("starts a --plugin-dir directory's .mcp.json servers as plugin:<plugin>:<server>, beside the user's", async () => {
    const { dir, home, sources } = await setup({});
    const plugin = path.join(dir, 'plugin');
    await import('node:fs/promises').then((fs) => fs.mkdir(plugin));
    await writeFile(
      path.join(plugin, '.mcp.json'),
      JSON.stringify({ mcpServers: { p: server('plugin-p'), u: server('plugin-u') } }),
    );
    await writeFile(
      path.join(home, '.claude.json'),
      JSON.stringify({ mcpServers: { u: server('user-u') } }),
    );
    expect(commands(await loadMcpConfig(sources({ plugins: [{ root: plugin }] })))).toEqual({
      // The plugin's name is its directory's when it has no .claude-plugin/plugin.json.
      'plugin:plugin:p': 'plugin:plugin-p',
      'plugin:plugin:u': 'plugin:plugin-u',
      u: 'user:user-u',
    });
  });

  it('enables every project server with enableAllProjectMcpServers, except the disabled ones', async () => {
    const { sources } = await setup({
      project: { mcpServers: { a: server('a'), b: server('b') } },
    });
    const loaded = await loadMcpConfig(
      sources({ enableAllProjectMcpServers: true, disabledMcpjsonServers: ['b'] }),
    );
    expect(commands(loaded)).toEqual({ a: 'project:a' });
    expect(loaded.held).toEqual(['b']);
  });

  it('counts the approvals Claude Code records in ~/.claude.json projects[<repo>] (as 2.1.332 does)', async () => {
    const { repo, home, sources } = await setup({
      project: { mcpServers: { a: server('a'), b: server('b'), c: server('c') } },
    });
    await writeFile(
      path.join(home, '.claude.json'),
      JSON.stringify({
        projects: {
          [repo]: { enabledMcpjsonServers: ['a', 'c'], disabledMcpjsonServers: ['c'] },
        },
      }),
    );
    expect(commands(await loadMcpConfig(sources()))).toEqual({ a: 'project:a' });
  });

  it('starts every .mcp.json server of a trusted workspace but the disabled ones, as claude -p 2.1.332 does', async () => {
    const { repo, home, sources } = await setup({
      project: { mcpServers: { a: server('a'), b: server('b'), c: server('c') } },
    });
    await writeFile(
      path.join(home, '.claude.json'),
      JSON.stringify({ projects: { [repo]: { disabledMcpjsonServers: ['c'] } } }),
    );
    const loaded = await loadMcpConfig(
      sources({
        trusted: true,
        enableAllProjectMcpServers: false,
        enabledMcpjsonServers: ['a'],
        disabledMcpjsonServers: ['b'],
      }),
    );
    expect(commands(loaded)).toEqual({ a: 'project:a' });
    expect(loaded.held).toEqual(['b', 'c']);
    // Turned off on purpose: no notice about enabling them.
    expect(loaded.notices).toEqual([]);
    expect(commands(await loadMcpConfig(sources({ trusted: true })))).toEqual({
      a: 'project:a',
      b: 'project:b',
    });
  });

  it('starts only the servers of the --setting-sources read, as Claude Code 2.1.332 does', async () => {
    const { repo, home, sources } = await setup({ project: { mcpServers: { p: server('p') } } });
    await writeFile(
      path.join(home, '.claude.json'),
      JSON.stringify({
        mcpServers: { u: server('u') },
        projects: { [repo]: { mcpServers: { l: server('l') } } },
      }),
    );
    const started = async (settingSources: McpConfigSources['settingSources']) =>
      Object.keys(commands(await loadMcpConfig(sources({ trusted: true, settingSources }))));
    expect(await started([])).toEqual([]);
    expect(await started(['user'])).toEqual(['u']);
    expect(await started(['project'])).toEqual(['p']);
    expect(await started(['local'])).toEqual(['l']);
    expect(await started(undefined)).toEqual(['u', 'l', 'p']);
    // --mcp-config is read whatever they say.
    const flag = JSON.stringify({ mcpServers: { f: server('f') } });
    expect(
      commands(await loadMcpConfig(sources({ settingSources: [], mcpConfigs: [flag] }))),
    ).toEqual({ f: 'flag:f' });
  });

  it('--strict-mcp-config reads only the --mcp-config servers', async () => {
    const { sources, dir } = await setup({
      project: { mcpServers: { a: server('a') } },
      user: { mcpServers: { u: server('u') } },
    });
    const file = path.join(dir, 'servers.json');
    await writeFile(file, JSON.stringify({ mcpServers: { f: server('from-file') } }));
    const loaded = await loadMcpConfig(
      sources({ strict: true, enableAllProjectMcpServers: true, mcpConfigs: [file] }),
    );
    expect(commands(loaded)).toEqual({ f: 'flag:from-file' });
  });

  it('keeps an invalid server of a file as invalid, naming the field, and stops on an invalid --mcp-config', async () => {
    const { repo, sources } = await setup({
      project: {
        mcpServers: {
          missing: { args: ['no command'] },
          number: { command: 42 },
          pigeon: { type: 'pigeon', url: 'http://127.0.0.1:1/' },
          untyped: { url: 'http://127.0.0.1:1/' },
          env: { command: 'x', env: { TOKEN: 7 } },
          good: server('good'),
        },
      },
    });
    const loaded = await loadMcpConfig(sources({ enableAllProjectMcpServers: true }));
    expect(commands(loaded)).toEqual({ good: 'project:good' });
    const origin = path.join(repo, '.mcp.json');
    expect(loaded.invalid).toEqual([
      { name: 'missing', scope: 'project', origin, problem: '"command" is missing' },
      {
        name: 'number',
        scope: 'project',
        origin,
        problem: '"command" is a number; expected a string',
      },
      {
        name: 'pigeon',
        scope: 'project',
        origin,
        problem:
          '"type" is "pigeon"; expected "stdio" (the default), "http", "sse" or "streamable-http"',
      },
      {
        name: 'untyped',
        scope: 'project',
        origin,
        problem:
          '"command" is missing (a remote server needs "type": "http" or "sse" beside its "url")',
      },
      {
        name: 'env',
        scope: 'project',
        origin,
        problem: '"env.TOKEN" is a number; expected a string',
      },
    ]);
    // Not a warning as well: the run reports it as a server that did not start (mcp-run.test.ts).
    expect(loaded.warnings).toEqual([]);
    await expect(loadMcpConfig(sources({ mcpConfigs: ['{not json'] }))).rejects.toThrow(
      /--mcp-config #1 \(inline JSON\) is not valid JSON/,
    );
    await expect(loadMcpConfig(sources({ mcpConfigs: ['/no/such/file.json'] }))).rejects.toThrow(
      UserError,
    );
    await expect(
      loadMcpConfig(sources({ mcpConfigs: [JSON.stringify({ mcpServers: { x: { url: 1 } } })] })),
    ).rejects.toThrow(
      `Invalid MCP configuration: server 'x' in --mcp-config #1 (inline JSON): "command" is missing (a remote server needs "type": "http" or "sse" beside its "url").`,
    );
  });

  it('warns of an invalid entry whose server another file configures validly: that one starts', async () => {
    const { home, repo, sources } = await setup({
      project: { mcpServers: { shared: { command: 42 } } },
    });
    await writeFile(
      path.join(home, '.claude.json'),
      JSON.stringify({ mcpServers: { shared: server('from-user') } }),
    );
    const loaded = await loadMcpConfig(sources({ enableAllProjectMcpServers: true }));
    expect(commands(loaded)).toEqual({ shared: 'user:from-user' });
    expect(loaded.invalid).toEqual([]);
    expect(loaded.warnings).toEqual([
      expect.stringContaining(
        `MCP server 'shared' in ${path.join(repo, '.mcp.json')} is not valid: "command" is a number; expected a string. The one in ${path.join(home, '.claude.json')} starts instead.`,
      ),
    ]);
  });

  it('takes type "streamable-http" as "http" in .mcp.json and --mcp-config, as Claude Code 2.1.332 does', async () => {
    const remote = (url: string) => ({ type: 'streamable-http', url });
    const { sources } = await setup({
      project: { mcpServers: { docs: remote('http://127.0.0.1:1/project') } },
    });
    const loaded = await loadMcpConfig(
      sources({
        enableAllProjectMcpServers: true,
        mcpConfigs: [JSON.stringify({ mcpServers: { flag: remote('http://127.0.0.1:1/flag') } })],
      }),
    );
    expect(loaded.warnings).toEqual([]);
    expect(loaded.servers.get('docs')?.config).toEqual({
      type: 'http',
      url: 'http://127.0.0.1:1/project',
      headers: {},
    });
    expect(loaded.servers.get('flag')?.config).toMatchObject({ type: 'http' });
  });

  it('refuses a --mcp-config without the "mcpServers" key, as Claude Code 2.1.332 does (exit 1)', async () => {
    const { dir, sources } = await setup({});
    const refused = (mcpConfig: string) => loadMcpConfig(sources({ mcpConfigs: [mcpConfig] }));
    // The servers bare: named, with the form that works, and none of their settings repeated.
    const bare = refused(JSON.stringify({ srv: { command: 'true', env: { TOKEN: 'sekrit' } } }));
    await expect(bare).rejects.toThrow(UserError);
    await expect(bare).rejects.toThrow(
      'Invalid MCP configuration: --mcp-config #1 (inline JSON) has no "mcpServers" key: it lists servers ("srv") without it; write {"mcpServers": {"srv": {…}}}.',
    );
    await expect(bare).rejects.not.toThrow(/sekrit/);
    const file = path.join(dir, 'servers.json');
    await writeFile(file, JSON.stringify({ servers: { srv: server('true') } }));
    await expect(refused(file)).rejects.toThrow(
      `--mcp-config ${file} has no "mcpServers" key (found "servers" instead).`,
    );
    await expect(refused('{}')).rejects.toThrow('has no "mcpServers" key (it is empty)');
    await expect(refused('{"mcpServers": []}')).rejects.toThrow(
      'has "mcpServers" as an array, not an object of servers',
    );
    await expect(refused(file)).rejects.toMatchObject({
      hint: expect.stringContaining('{"mcpServers": {"name": {"command"'),
    });
    // Other keys beside it are ignored, as Claude Code ignores them.
    const extra = JSON.stringify({ mcpServers: { srv: server('true') }, note: 'x' });
    expect(commands(await loadMcpConfig(sources({ mcpConfigs: [extra] })))).toEqual({
      srv: 'flag:true',
    });
  });

  it('starts nothing from a .mcp.json without "mcpServers" (as Claude Code), and says so', async () => {
    for (const project of [{ srv: server('true') }, { servers: { srv: server('true') } }]) {
      const { sources } = await setup({ project });
      const loaded = await loadMcpConfig(sources({ enableAllProjectMcpServers: true }));
      expect(commands(loaded)).toEqual({});
      expect(loaded.warnings).toEqual([
        expect.stringMatching(/\.mcp\.json has no "mcpServers" key.*no server of it is started/),
      ]);
    }
    // An empty file lists nothing, so nothing is lost.
    const { sources } = await setup({ project: {} });
    expect((await loadMcpConfig(sources())).warnings).toEqual([]);
  });

  it("starts a plugin's .mcp.json servers listed bare, as Claude Code 2.1.332 does", async () => {
    const { dir, sources } = await setup({});
    const plugin = path.join(dir, 'plugin');
    await import('node:fs/promises').then((fs) => fs.mkdir(plugin));
    // A key whose value is no object (a `$schema`) is no server: nothing invalid to report.
    await writeFile(
      path.join(plugin, '.mcp.json'),
      JSON.stringify({ $schema: 'https://example.test/mcp.json', p: server('plugin-p') }),
    );
    const loaded = await loadMcpConfig(sources({ plugins: [{ root: plugin }] }));
    expect(commands(loaded)).toEqual({ 'plugin:plugin:p': 'plugin:plugin-p' });
    expect(loaded.warnings).toEqual([]);
    expect(loaded.invalid).toEqual([]);
    await writeFile(path.join(plugin, '.mcp.json'), '[]');
    const listed = await loadMcpConfig(sources({ plugins: [{ root: plugin }] }));
    expect(listed.warnings).toEqual([
      `${path.join(plugin, '.mcp.json')} is an array, not an object {"mcpServers": {…}}; its servers are ignored.`,
    ]);
  });
});

describe('expandServerConfig', () => {
  it('expands ${VAR} and ${VAR:-default} everywhere and names what is missing', () => {
    const { config, missing } = expandServerConfig(
      {
        command: '${BIN:-node}',
        args: ['--token=${TOKEN}', '${UNSET}'],
        env: { KEY: '${TOKEN}', PLAIN: 'x', EMPTY: '${NOPE:-}' },
      },
      { TOKEN: 't0k' },
    );
    expect(config).toEqual({
      command: 'node',
      args: ['--token=t0k', '${UNSET}'],
      env: { KEY: 't0k', PLAIN: 'x', EMPTY: '' },
    });
    expect(missing).toEqual(['UNSET']);
    expect(
      expandServerConfig(
        { type: 'http', url: 'https://${HOST}/mcp', headers: { Authorization: 'Bearer ${TOKEN}' } },
        { HOST: 'example.test', TOKEN: 'abc' },
      ).config,
    ).toEqual({
      type: 'http',
      url: 'https://example.test/mcp',
      headers: { Authorization: 'Bearer abc' },
    });
  });
});

import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinAgents } from '../../src/agents/builtins.js';
import { AgentMemory } from '../../src/memory/agent-memory.js';
import { MemoryReads } from '../../src/memory/memory-loader.js';
import type {
  ContentBlockParam,
  MessageParam,
  ToolResultBlockParam,
  ToolUseBlock,
} from '../../src/model/types.js';

/**
 * Rule files (`.claude/rules/*.md`, the user's `~/.claude/rules/*.md`) on real temp trees: where
 * Claude Code 2.1.332 was seen to put them, each layout below observed with `claude -p`.
 */

const directories: string[] = [];
afterEach(async () => {
  await Promise.all(directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const byName = (name: string) => builtinAgents.find((agent) => agent.name === name)!;
const generalPurpose = byName('general-purpose');

async function tree(files: Record<string, string>): Promise<string> {
  const root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-rules-')));
  directories.push(root);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

const pathRule = (paths: string, text: string) => `---\npaths: ${paths}\n---\n${text}\n`;

function shownFiles(blocks: readonly ContentBlockParam[] | MessageParam): string[] {
  const content = 'role' in blocks ? blocks.content : blocks;
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  return [...text.matchAll(/Memory file (\S+) \(/g)].map((match) => match[1] ?? '');
}

let callCount = 0;

/** One tool round of `name` on `file`, and its result (an error when `failed`). */
function round(
  name: string,
  file: string,
  failed = false,
): [ToolUseBlock[], ToolResultBlockParam[]] {
  const id = `toolu_${++callCount}`;
  const input = name === 'NotebookEdit' ? { notebook_path: file } : { file_path: file };
  return [
    [{ type: 'tool_use', id, name, input, caller: { type: 'direct' } }],
    [
      {
        type: 'tool_result',
        tool_use_id: id,
        content: 'ok',
        ...(failed ? { is_error: true } : {}),
      },
    ],
  ];
}

describe('rule files', () => {
  it('reads the rules after the CLAUDE.md files of their place, subdirectories too, without frontmatter', async () => {
    const home = await tree({
      '.claude/CLAUDE.md': 'USER\n',
      '.claude/rules/u.md': 'USER RULE\n',
      '.claude/rules/deeper/v.md': 'USER DEEPER RULE\n',
    });
    const root = await tree({
      'CLAUDE.md': 'ROOT\n',
      '.claude/CLAUDE.md': 'DOT CLAUDE\n',
      'CLAUDE.local.md': 'LOCAL\n',
      '.claude/rules/general.md':
        '---\ndescription: general\n---\nGENERAL @../../docs/imported.md\n',
      '.claude/rules/sub/x.md': 'SUBDIRECTORY RULE\n',
      '.claude/rules/api.md': pathRule('"src/api/**/*.ts"', 'API RULE'),
      '.claude/rules/notes.txt': 'NOT A RULE\n',
      '.claude/rules/empty.md': '',
      'docs/imported.md': 'IMPORTED BY A RULE\n',
    });
    const memory = new AgentMemory(
      { repoRoot: root, configRoot: root, homeDir: home },
      generalPurpose,
      root,
    );
    const first = await memory.firstMessage('Go.');
    expect(shownFiles(first)).toEqual([
      path.join(home, '.claude', 'CLAUDE.md'),
      path.join(home, '.claude', 'rules', 'deeper', 'v.md'),
      path.join(home, '.claude', 'rules', 'u.md'),
      path.join(root, 'CLAUDE.md'),
      path.join(root, '.claude', 'CLAUDE.md'),
      path.join(root, '.claude', 'rules', 'general.md'),
      path.join(root, 'docs', 'imported.md'),
      path.join(root, '.claude', 'rules', 'sub', 'x.md'),
      path.join(root, 'CLAUDE.local.md'),
    ]);
    const text = JSON.stringify(first.content);
    expect(text).not.toMatch(/description: general|API RULE|NOT A RULE/);
    expect(text).toContain('GENERAL @../../docs/imported.md');
  });

  it('attaches a path-scoped rule after a Read, Write or Edit of a file it matches, once', async () => {
    const root = await tree({
      '.claude/rules/api.md': pathRule('"src/api/**/*.ts"', 'API RULE @../../docs/api.md'),
      '.claude/rules/web.md': pathRule('src/web/*.js, src/web/*.jsx', 'WEB RULE'),
      '.claude/rules/docs.md': pathRule('["*.md"]', 'DOCS RULE'),
      'docs/api.md': 'API DOC\n',
    });
    const memory = new AgentMemory({ repoRoot: root, configRoot: root }, generalPurpose, root);
    await memory.firstMessage('Go.');
    const rule = (name: string) => path.join(root, '.claude', 'rules', name);

    expect(shownFiles(await memory.attachToToolResults(...round('Read', 'src/api/h.ts')))).toEqual([
      rule('api.md'),
      path.join(root, 'docs', 'api.md'),
    ]);
    expect(await memory.attachToToolResults(...round('Read', 'src/api/other.ts'))).toEqual([]);
    // Nothing after a call that failed, nor after a NotebookEdit (Claude Code attaches nothing).
    expect(await memory.attachToToolResults(...round('Write', 'src/web/a.js', true))).toEqual([]);
    expect(await memory.attachToToolResults(...round('NotebookEdit', 'src/web/n.js'))).toEqual([]);
    const [attached] = await memory.attachToToolResults(...round('Write', 'src/web/a.js'));
    expect(shownFiles([attached!])).toEqual([rule('web.md')]);
    expect(JSON.stringify(attached)).toContain(
      'it applies to the files matching src/web/*.js, src/web/*.jsx',
    );
    expect(JSON.stringify(attached)).toContain('WEB RULE');
    expect(
      shownFiles(await memory.attachToToolResults(...round('Edit', 'deep/README.md'))),
    ).toEqual([rule('docs.md')]);
  });

  it("reads a subdirectory's rules with its CLAUDE.md, relative to it, before the startup rules", async () => {
    const root = await tree({
      '.claude/rules/all-ts.md': pathRule('"*.ts"', 'ROOT TS RULE'),
      '.claude/rules/root-src.md': pathRule('"src/*.ts"', 'ROOT SRC RULE'),
      'pkg/CLAUDE.md': 'PKG\n',
      'pkg/.claude/rules/always.md': 'PKG RULE\n',
      'pkg/.claude/rules/src.md': pathRule('"src/*.ts"', 'PKG SRC RULE'),
    });
    const memory = new AgentMemory({ repoRoot: root, configRoot: root }, generalPurpose, root);
    expect(shownFiles(await memory.firstMessage('Go.'))).toEqual([]);
    const attached = await memory.attachToToolResults(...round('Read', 'pkg/src/a.ts'));
    expect(shownFiles(attached)).toEqual([
      path.join(root, 'pkg', 'CLAUDE.md'),
      path.join(root, 'pkg', '.claude', 'rules', 'always.md'),
      path.join(root, 'pkg', '.claude', 'rules', 'src.md'),
      path.join(root, '.claude', 'rules', 'all-ts.md'),
    ]);

    // Started in the package, its rules are startup rules, the root's come first.
    const inPackage = new AgentMemory(
      { repoRoot: root, configRoot: root },
      generalPurpose,
      path.join(root, 'pkg'),
    );
    expect(shownFiles(await inPackage.firstMessage('Go.'))).toEqual([
      path.join(root, 'pkg', 'CLAUDE.md'),
      path.join(root, 'pkg', '.claude', 'rules', 'always.md'),
    ]);
    expect(shownFiles(await inPackage.attachToToolResults(...round('Read', 'src/a.ts')))).toEqual([
      path.join(root, '.claude', 'rules', 'all-ts.md'),
      path.join(root, 'pkg', '.claude', 'rules', 'src.md'),
    ]);
  });

  it("matches the user's path-scoped rules against the agent's working directory", async () => {
    const home = await tree({ '.claude/rules/u.md': pathRule('"src/*.ts"', 'USER SRC RULE') });
    const root = await tree({});
    const settings = { repoRoot: root, configRoot: root, homeDir: home };
    const atRoot = new AgentMemory(settings, generalPurpose, root);
    await atRoot.firstMessage('Go.');
    expect(await atRoot.attachToToolResults(...round('Read', 'pkg/src/a.ts'))).toEqual([]);
    const inPackage = new AgentMemory(settings, generalPurpose, path.join(root, 'pkg'));
    await inPackage.firstMessage('Go.');
    expect(shownFiles(await inPackage.attachToToolResults(...round('Read', 'src/a.ts')))).toEqual([
      path.join(home, '.claude', 'rules', 'u.md'),
    ]);
  });

  it('gives Explore path-scoped rules when it reads, though no startup memory', async () => {
    const root = await tree({
      'CLAUDE.md': 'ROOT\n',
      '.claude/rules/always.md': 'ALWAYS\n',
      '.claude/rules/api.md': pathRule('"src/**"', 'API RULE'),
    });
    const memory = new AgentMemory({ repoRoot: root, configRoot: root }, byName('Explore'), root);
    expect(await memory.firstMessage('Find it.')).toEqual({ role: 'user', content: 'Find it.' });
    expect(shownFiles(await memory.attachToToolResults(...round('Read', 'src/a.ts')))).toEqual([
      path.join(root, '.claude', 'rules', 'api.md'),
    ]);
  });

  it('reads project rules inside the repository only, links resolved; the user’s links are theirs', async () => {
    const outside = await tree({
      'o.md': 'OUTSIDE RULE\n',
      'dir/d.md': 'OUTSIDE DIRECTORY RULE\n',
    });
    const root = await tree({ 'common/s.md': 'SHARED RULE\n' });
    await mkdir(path.join(root, '.claude', 'rules'), { recursive: true });
    await symlink(path.join(outside, 'o.md'), path.join(root, '.claude', 'rules', 'out.md'));
    await symlink(path.join(outside, 'dir'), path.join(root, '.claude', 'rules', 'out-dir'));
    await symlink('../../common', path.join(root, '.claude', 'rules', 'common'));
    const home = await tree({});
    await mkdir(path.join(home, '.claude', 'rules'), { recursive: true });
    await symlink(path.join(outside, 'o.md'), path.join(home, '.claude', 'rules', 'mine.md'));
    const notices: string[] = [];
    const memory = new AgentMemory(
      {
        repoRoot: root,
        configRoot: root,
        homeDir: home,
        reads: new MemoryReads((line) => notices.push(line)),
      },
      generalPurpose,
      root,
    );
    const first = await memory.firstMessage('Go.');
    expect(shownFiles(first)).toEqual([
      path.join(home, '.claude', 'rules', 'mine.md'),
      path.join(root, 'common', 's.md'),
    ]);
    expect(JSON.stringify(first.content)).not.toContain('OUTSIDE DIRECTORY RULE');
    // The linked-out directory is named once and not entered; the linked-out file is refused.
    expect(notices).toEqual([
      `rules ${path.join(root, '.claude', 'rules', 'out-dir')} not read: it links to ${path.join(outside, 'dir')}, outside the repository (project rules are read only inside it)`,
      expect.stringMatching(/memory file \S+\/\.claude\/rules\/out\.md not read: .*outside/),
    ]);
  });

  it('does not walk a rules link out of the repository, to / or to the rules directory itself', async () => {
    const outside = await tree({ 'a/x.md': 'OUTSIDE\n', 'b/y.md': 'OUTSIDE\n' });
    const root = await tree({ 'pkg/CLAUDE.md': 'PACKAGE\n' });
    await mkdir(path.join(root, '.claude'), { recursive: true });
    await symlink(outside, path.join(root, '.claude', 'rules'));
    const nested = path.join(root, 'pkg');
    await mkdir(path.join(nested, '.claude', 'rules'), { recursive: true });
    await symlink('/', path.join(nested, '.claude', 'rules', 'up'));
    const notices: string[] = [];
    const reads = new MemoryReads((line) => notices.push(line));
    const memory = new AgentMemory(
      { repoRoot: root, configRoot: root, reads },
      generalPurpose,
      nested,
    );
    const first = await memory.firstMessage('Go.');
    expect(JSON.stringify(first.content)).not.toContain('OUTSIDE');
    expect(shownFiles(first)).toEqual([path.join(nested, 'CLAUDE.md')]);
    expect(notices).toEqual([
      `rules ${path.join(root, '.claude', 'rules')} not read: it links to ${outside}, outside the repository (project rules are read only inside it)`,
      `rules ${path.join(nested, '.claude', 'rules', 'up')} not read: it links to /, outside the repository (project rules are read only inside it)`,
    ]);
  });

  it('does not read .md files of node_modules or .git reached through a rules link', async () => {
    const root = await tree({
      'docs/guide.md': 'GUIDE\n',
      'node_modules/pkg/README.md': 'PACKAGE README\n',
      '.git/notes.md': 'GIT NOTE\n',
      '.claude/rules/node_modules/r.md': 'NESTED PACKAGE\n',
    });
    await symlink('../..', path.join(root, '.claude', 'rules', 'all'));
    const first = await new AgentMemory(
      { repoRoot: root, configRoot: root },
      generalPurpose,
      root,
    ).firstMessage('Go.');
    expect(shownFiles(first)).toEqual([path.join(root, 'docs', 'guide.md')]);
  });

  it('stops at 200 rule files and at 512 KiB of rules, naming the first file left out', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 201 }, (_, index) => [
        `.claude/rules/r${String(index).padStart(3, '0')}.md`,
        `RULE ${index}\n`,
      ]),
    );
    const big = 'x'.repeat(200 * 1024) + '\n';
    const root = await tree({
      ...many,
      'pkg/.claude/rules/a.md': big,
      'pkg/.claude/rules/b.md': big,
      'pkg/.claude/rules/c.md': big,
    });
    const notices: string[] = [];
    const reads = new MemoryReads((line) => notices.push(line));
    const nested = path.join(root, 'pkg');
    const memory = new AgentMemory(
      { repoRoot: root, configRoot: root, reads },
      generalPurpose,
      nested,
    );
    const shown = shownFiles(await memory.firstMessage('Go.'));
    const rules = path.join(root, '.claude', 'rules');
    const nestedRules = path.join(nested, '.claude', 'rules');
    expect(shown).toHaveLength(202);
    expect(shown[199]).toBe(path.join(rules, 'r199.md'));
    expect(shown.slice(200)).toEqual([
      path.join(nestedRules, 'a.md'),
      path.join(nestedRules, 'b.md'),
    ]);
    expect(notices).toEqual([
      `rules ${path.join(rules, 'r200.md')} and those after it not read: they would pass the cap of 200 rule files in ${rules}`,
      `rules ${path.join(nestedRules, 'c.md')} and those after it not read: they would pass the cap of 512 KiB of rules in ${nestedRules}`,
    ]);
  });

  it('stops after 5,000 entries looked at, .md or not, so a link into a build tree costs little', async () => {
    const build = Object.fromEntries(
      Array.from({ length: 5_001 }, (_, index) => [
        `target/o${String(index).padStart(4, '0')}.o`,
        '',
      ]),
    );
    const root = await tree({ ...build, 'target/z.md': 'NEVER\n' });
    await mkdir(path.join(root, '.claude', 'rules'), { recursive: true });
    await symlink(path.join(root, 'target'), path.join(root, '.claude', 'rules', 'build'));
    const notices: string[] = [];
    const reads = new MemoryReads((line) => notices.push(line));
    const shown = shownFiles(
      await new AgentMemory(
        { repoRoot: root, configRoot: root, reads },
        generalPurpose,
        root,
      ).firstMessage('Go.'),
    );
    const rules = path.join(root, '.claude', 'rules');
    expect(shown).toEqual([]);
    // The link `build` is the first entry looked at; its 4,999th file is the 5,001st.
    expect(notices).toEqual([
      `rules ${path.join(rules, 'build', 'o4999.o')} and those after it not read: they would pass the cap of 5000 entries looked at in ${rules}`,
    ]);
  });

  it('tells a resumed conversation of a rule that changed', async () => {
    const root = await tree({ '.claude/rules/style.md': 'STYLE v1\n' });
    const settings = { repoRoot: root, configRoot: root };
    const first = await new AgentMemory(settings, generalPurpose, root).firstMessage('Go.');
    await writeFile(path.join(root, '.claude', 'rules', 'style.md'), 'STYLE v2\n');
    const resumed = await new AgentMemory(settings, generalPurpose, root).resumedMessage('Again.', [
      first,
    ]);
    expect(shownFiles(resumed)).toEqual([path.join(root, '.claude', 'rules', 'style.md')]);
    expect(JSON.stringify(resumed.content)).toContain('STYLE v2');
  });
});

describe('a resumed conversation', () => {
  it('is not given again a nested CLAUDE.md or path-scoped rule it already holds', async () => {
    const root = await tree({
      'CLAUDE.md': 'ROOT\n',
      'sub/CLAUDE.md': 'NESTED @../docs/nested.md\n',
      'docs/nested.md': 'NESTED IMPORT\n',
      'sub/.claude/rules/local.md': pathRule('"*.txt"', 'SUB TXT RULE'),
      '.claude/rules/api.md': pathRule('"src/**/*.ts"', 'API RULE'),
      'other/CLAUDE.md': 'OTHER\n',
    });
    const settings = { repoRoot: root, configRoot: root };
    // The first run: its first message, then a Read in sub/ and one in src/.
    const first = new AgentMemory(settings, generalPurpose, root);
    const opening = await first.firstMessage('Go.');
    const reached = [
      ...(await first.attachToToolResults(...round('Read', 'sub/x.txt'))),
      ...(await first.attachToToolResults(...round('Read', 'src/a.ts'))),
    ];
    expect(shownFiles(reached)).toEqual([
      path.join(root, 'sub', 'CLAUDE.md'),
      path.join(root, 'docs', 'nested.md'),
      path.join(root, 'sub', '.claude', 'rules', 'local.md'),
      path.join(root, '.claude', 'rules', 'api.md'),
    ]);
    const conversation: MessageParam[] = [
      opening,
      { role: 'assistant', content: 'Reading.' },
      { role: 'user', content: reached },
      { role: 'assistant', content: 'Done.' },
    ];

    // The resumed run (a new AgentMemory, as `--continue` makes): the same reads attach nothing.
    const resumed = new AgentMemory(settings, generalPurpose, root);
    expect(shownFiles(await resumed.resumedMessage('Again.', conversation))).toEqual([]);
    expect(await resumed.attachToToolResults(...round('Read', 'sub/y.txt'))).toEqual([]);
    expect(await resumed.attachToToolResults(...round('Read', 'src/b.ts'))).toEqual([]);
    // A directory the conversation never reached still brings its CLAUDE.md.
    expect(shownFiles(await resumed.attachToToolResults(...round('Read', 'other/z.md')))).toEqual([
      path.join(root, 'other', 'CLAUDE.md'),
    ]);
  });
});

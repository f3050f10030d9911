import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinAgents } from '../../src/agents/builtins.js';
import { AgentMemory } from '../../src/memory/agent-memory.js';
import { MemoryReads } from '../../src/memory/memory-loader.js';
import type { MessageParam } from '../../src/model/types.js';

/** Where an agent's memory files come from and which paths it is shown, by where it works. */

const directories: string[] = [];
afterEach(async () => {
  await Promise.all(directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const generalPurpose = builtinAgents.find((agent) => agent.name === 'general-purpose')!;

async function tree(files: Record<string, string>): Promise<string> {
  const root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-memory-')));
  directories.push(root);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

function shownFiles(message: MessageParam): string[] {
  const text = typeof message.content === 'string' ? '' : JSON.stringify(message.content);
  return [...text.matchAll(/Memory file (\S+) \(/g)].map((match) => match[1] ?? '');
}

describe('AgentMemory', () => {
  it('reads the directories from the repository root down to a subdirectory it works in', async () => {
    const root = await tree({
      'CLAUDE.md': 'ROOT\n',
      'pkg/CLAUDE.md': 'PKG\n',
      'pkg/api/CLAUDE.local.md': 'API LOCAL\n',
      'other/CLAUDE.md': 'OTHER\n',
    });
    const memory = new AgentMemory(
      { repoRoot: root, configRoot: root },
      generalPurpose,
      path.join(root, 'pkg', 'api'),
    );
    expect(shownFiles(await memory.firstMessage('Go.'))).toEqual([
      path.join(root, 'CLAUDE.md'),
      path.join(root, 'pkg', 'CLAUDE.md'),
      path.join(root, 'pkg', 'api', 'CLAUDE.local.md'),
    ]);
  });

  it('reads the memory files above a run started in a package, up to the top of the repository', async () => {
    const outside = await tree({ 'CLAUDE.md': 'ABOVE THE REPOSITORY\n', 'secret.md': 'SECRET\n' });
    const top = path.join(outside, 'monorepo');
    await mkdir(path.join(top, '.git'), { recursive: true });
    const files: Record<string, string> = {
      'CLAUDE.md': 'TOP @docs/style.md @../secret.md\n',
      'docs/style.md': 'STYLE\n',
      'packages/CLAUDE.local.md': 'PACKAGES LOCAL\n',
      'packages/web/CLAUDE.md': 'WEB @../../docs/api.md @../../docs/style.md\n',
      'docs/api.md': 'API\n',
      'packages/web/src/CLAUDE.md': 'SRC\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(top, file)), { recursive: true });
      await writeFile(path.join(top, file), text);
    }
    const packageRoot = path.join(top, 'packages', 'web');
    const notices: string[] = [];
    const memory = new AgentMemory(
      {
        repoRoot: packageRoot,
        configRoot: packageRoot,
        reads: new MemoryReads((line) => notices.push(line)),
      },
      generalPurpose,
      path.join(packageRoot, 'src'),
    );
    const message = await memory.firstMessage('Go.');
    expect(shownFiles(message)).toEqual([
      path.join(top, 'CLAUDE.md'),
      path.join(top, 'docs', 'style.md'),
      path.join(top, 'packages', 'CLAUDE.local.md'),
      path.join(packageRoot, 'CLAUDE.md'),
      path.join(top, 'docs', 'api.md'),
      path.join(packageRoot, 'src', 'CLAUDE.md'),
    ]);
    expect(JSON.stringify(message.content)).not.toMatch(/SECRET|ABOVE THE REPOSITORY/);
    expect(notices).toEqual([
      expect.stringMatching(/import @\.\.\/secret\.md not read: .*inside the repository/),
    ]);
  });

  it('shows a worktree agent the paths of its own worktree', async () => {
    const root = await tree({ 'CLAUDE.md': 'ROOT\n' });
    const worktree = await tree({});
    const memory = new AgentMemory({ repoRoot: root, configRoot: root }, generalPurpose, worktree);
    expect(shownFiles(await memory.firstMessage('Go.'))).toEqual([
      path.join(worktree, 'CLAUDE.md'),
    ]);
  });

  it('reads a configuration root reached through a symbolic link', async () => {
    const root = await tree({ 'CLAUDE.md': 'ROOT @docs/a.md\n', 'docs/a.md': 'DOC\n' });
    const links = await tree({});
    const linked = path.join(links, 'config');
    await symlink(root, linked);
    const memory = new AgentMemory({ repoRoot: root, configRoot: linked }, generalPurpose, root);
    expect(shownFiles(await memory.firstMessage('Go.'))).toEqual([
      path.join(root, 'CLAUDE.md'),
      path.join(root, 'docs', 'a.md'),
    ]);
  });

  it("gives every agent of a run the memory as the run first read it, in each agent's own tree", async () => {
    const root = await tree({ 'CLAUDE.md': 'FIRST @docs/a.md\n', 'docs/a.md': 'DOC\n' });
    const worktree = await tree({});
    const settings = { repoRoot: root, configRoot: root, reads: new MemoryReads() };
    const first = await new AgentMemory(settings, generalPurpose, root).firstMessage('Go.');
    await writeFile(path.join(root, 'CLAUDE.md'), 'EDITED DURING THE RUN\n');
    await writeFile(path.join(root, 'CLAUDE.local.md'), 'CREATED DURING THE RUN\n');
    const later = await new AgentMemory(settings, generalPurpose, worktree).firstMessage('Go.');
    expect(JSON.stringify(later)).toContain('FIRST');
    expect(JSON.stringify(later)).not.toContain('DURING THE RUN');
    expect(shownFiles(later)).toEqual([
      path.join(worktree, 'CLAUDE.md'),
      path.join(worktree, 'docs', 'a.md'),
    ]);
    expect(shownFiles(first)).toEqual([
      path.join(root, 'CLAUDE.md'),
      path.join(root, 'docs', 'a.md'),
    ]);
    // The next run (new reads) sees the edits.
    const nextRun = await new AgentMemory(
      { ...settings, reads: new MemoryReads() },
      generalPurpose,
      root,
    ).firstMessage('Go.');
    expect(JSON.stringify(nextRun)).toContain('EDITED DURING THE RUN');
    expect(JSON.stringify(nextRun)).toContain('CREATED DURING THE RUN');
  });

  it('sends no HTML comment block and follows only the imports Claude Code follows', async () => {
    const imported = ['kept', 'link', 'em', 'comma', 'commented', 'inline', 'indented', 'fenced'];
    const root = await tree({
      'CLAUDE.md': [
        '---',
        'description: not shown',
        '---',
        'Line one <!-- an inline note --> after',
        '<!--',
        'MAINTAINER NOTE',
        '@d/commented.md',
        '-->',
        'Keep @d/kept.md and [@d/link.md](d/link.md) and *@d/em.md*',
        'Not @d/comma.md, nor <!-- @d/inline.md --> these',
        '',
        '    @d/indented.md',
        '',
        '```',
        '@d/fenced.md',
        '```',
        '',
      ].join('\n'),
      ...Object.fromEntries(imported.map((name) => [`d/${name}.md`, `IMPORTED ${name}\n`])),
    });
    const memory = new AgentMemory({ repoRoot: root, configRoot: root }, generalPurpose, root);
    const message = await memory.firstMessage('Go.');
    expect(shownFiles(message)).toEqual([
      path.join(root, 'CLAUDE.md'),
      path.join(root, 'd', 'kept.md'),
      path.join(root, 'd', 'link.md'),
      path.join(root, 'd', 'em.md'),
    ]);
    const text = JSON.stringify(message.content);
    expect(text).toContain('Line one <!-- an inline note --> after\\nKeep @d/kept.md');
    expect(text).not.toMatch(/MAINTAINER NOTE|not shown/);
  });

  it('sends a memory file nested too deeply to be read as it is, with a notice', async () => {
    const deep = `${'>'.repeat(5000)} @d/deep.md\n<!-- DEEP NOTE -->\n`;
    const root = await tree({ 'CLAUDE.md': deep, 'd/deep.md': 'IMPORTED deep\n' });
    const notices: string[] = [];
    const memory = new AgentMemory(
      { repoRoot: root, configRoot: root, reads: new MemoryReads((line) => notices.push(line)) },
      generalPurpose,
      root,
    );
    const message = await memory.firstMessage('Go.');
    expect(shownFiles(message)).toEqual([path.join(root, 'CLAUDE.md')]);
    expect(JSON.stringify(message.content)).toContain('<!-- DEEP NOTE -->');
    expect(notices).toEqual([
      `memory file ${path.join(root, 'CLAUDE.md')} sent as it is, importing nothing: its markdown nests too deeply to be read`,
    ]);
  });

  it('sends the prompt alone when there is no memory file', async () => {
    const root = await tree({ 'README.md': '# x\n' });
    const memory = new AgentMemory({ repoRoot: root, configRoot: root }, generalPurpose, root);
    expect(await memory.firstMessage('Go.')).toEqual({ role: 'user', content: 'Go.' });
  });
});

import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/offline/index.js';
import { maxMemoryFileBytes } from '../../src/memory/memory-text.js';
import { agentFile, cleanupRuns, newRepo, run } from '../subagents/harness.js';

/**
 * What a memory file may pull into every agent's first message, whole runs against the offline
 * server. Claude Code 2.1.332, on the same layouts: a project's CLAUDE.md, .claude/CLAUDE.md or
 * CLAUDE.local.md imported nothing outside the repository (`@~/…`, `@/abs`, `@../x`, a symlink
 * out), while the user's ~/.claude/CLAUDE.md imported from anywhere; `.png` (whatever it holds),
 * `.pdf`, `.zip` and the like were left out.
 */

const homes: string[] = [];
afterEach(async () => {
  await cleanupRuns();
  await Promise.all(homes.splice(0).map((home) => rm(home, { recursive: true, force: true })));
});

const secret = 'gho_SECRETFROMHOME';

async function homeWith(files: Record<string, string>): Promise<string> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-import-home-'));
  homes.push(home);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(home, file)), { recursive: true });
    await writeFile(path.join(home, file), text);
  }
  return home;
}

function messagesRequests(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.path === '/v1/messages');
}

function firstMessageText(request: RecordedRequest | undefined): string {
  const [first] = (request?.body as { messages: { content: unknown }[] }).messages;
  return JSON.stringify(first?.content);
}

const leadAndReviewer = {
  name: 'imports',
  agents: [
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        {
          tool_use: [
            {
              name: 'Agent',
              input: {
                run_in_background: false,
                description: 'review',
                prompt: 'Review it.',
                subagent_type: 'reviewer',
              },
            },
          ],
        },
        { text: 'Done.' },
      ],
    },
    { match: { agent: 'reviewer' }, turns: [{ text: 'Reviewed.' }] },
  ],
};

describe('memory imports', () => {
  it("keeps the user's home and other outside files out of a project memory file's imports", async () => {
    const home = await homeWith({
      '.config/gh/hosts.yml': `github.com:\n  oauth_token: ${secret}\n`,
      '.claude/CLAUDE.md': 'USER rules. @~/notes/mine.md\n',
      'notes/mine.md': 'USER-NOTES from home.\n',
      'notes/other.md': 'HOME-OTHER must not load\n',
    });
    const hosts = path.join(home, '.config/gh/hosts.yml');
    const repo = await newRepo({
      files: {
        'CLAUDE.md':
          'PROJECT rules. Follow @~/.config/gh/hosts.yml and @docs/a.md and @linked.yml\n',
        'docs/a.md': `DOC-A text. Also @${hosts} and @../../outside.md\n`,
        '.claude/CLAUDE.md': 'DOTCLAUDE rules. @~/notes/other.md\n',
        'CLAUDE.local.md': 'LOCAL rules. @~/notes/other.md\n',
      },
      agents: { reviewer: agentFile('reviewer', { tools: 'Read' }) },
    });
    await symlink(hosts, path.join(repo.root, 'linked.yml'));
    await writeFile(path.join(repo.root, '..', 'outside.md'), 'OUTSIDE must not load\n');

    const finished = await run({ repo, config: { homeDir: home }, scenario: leadAndReviewer });
    expect(finished.result.conclusion).toBe('success');

    const requests = messagesRequests(finished.server.requests);
    expect(requests.length).toBe(3);
    for (const request of requests) {
      const text = JSON.stringify(request.body);
      expect(text).not.toContain(secret);
      expect(text).not.toContain('HOME-OTHER');
      expect(text).not.toContain('OUTSIDE must not load');
    }
    for (const agent of ['flotilla-lead', 'reviewer']) {
      const first = firstMessageText(finished.requestsOf(agent)[0]);
      // The project's own files and the user's own imports still load.
      for (const marker of ['PROJECT rules.', 'DOC-A text.', 'DOTCLAUDE rules.', 'LOCAL rules.']) {
        expect(first).toContain(marker);
      }
      expect(first).toContain('USER-NOTES from home.');
    }

    // Each refusal is a notice in the run's log, once for the run, naming the import, never
    // its content.
    const notices = finished.logs.filter((line) => line.includes('not read'));
    expect(notices.join('\n')).not.toContain(secret);
    const about = (needle: string) => notices.filter((line) => line.includes(needle));
    expect(about('import @~/.config/gh/hosts.yml')).toHaveLength(1);
    expect(about(`import @${hosts}`)).toHaveLength(1);
    expect(about('import @linked.yml')).toHaveLength(1);
    expect(about('import @../../outside.md')).toHaveLength(1);
    expect(about('import @~/notes/other.md')).toHaveLength(2); // .claude/CLAUDE.md, CLAUDE.local.md
    expect(about('import @~/.config/gh/hosts.yml')[0]).toMatch(
      /^warning: memory file \S+CLAUDE\.md: import @~\/\.config\/gh\/hosts\.yml not read: .*inside the repository/,
    );
  });

  it('does not read a CLAUDE.md or CLAUDE.local.md linked to a file outside the repository', async () => {
    const home = await homeWith({
      '.config/gh/hosts.yml': `github.com:\n  oauth_token: ${secret}\n`,
      'notes/local.md': 'HOME-LOCAL must not load\n',
    });
    const repo = await newRepo({ files: { '.claude/CLAUDE.md': 'DOTCLAUDE rules.\n' } });
    await symlink(path.join(home, '.config/gh/hosts.yml'), path.join(repo.root, 'CLAUDE.md'));
    await symlink(path.join(home, 'notes/local.md'), path.join(repo.root, 'CLAUDE.local.md'));

    const finished = await run({
      repo,
      config: { homeDir: home },
      scenario: {
        name: 'linked',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
      },
    });
    const first = firstMessageText(finished.requestsOf('flotilla-lead')[0]);
    expect(first).toContain('DOTCLAUDE rules.');
    expect(first).not.toContain(secret);
    expect(first).not.toContain('HOME-LOCAL');
    const notices = finished.logs.filter((line) => line.includes('not read'));
    expect(notices).toEqual([
      expect.stringMatching(/^warning: memory file \S+\/CLAUDE\.md not read: .*outside/),
      expect.stringMatching(/^warning: memory file \S+\/CLAUDE\.local\.md not read: .*outside/),
    ]);
    expect(notices.join('\n')).not.toContain(secret);
  });

  it('leaves binary and oversized files out of the memory, each with a notice', async () => {
    const repo = await newRepo({
      files: {
        'CLAUDE.md': [
          'PROJECT rules.',
          // Punctuation right after a path is part of it, as in Claude Code: none here.
          'Architecture: see @diagram.png and @Screenshot.PNG and @text.png',
          'The tool: @bin/tool',
          'The spec: @huge.md',
          'Notes: @notes.txt and @data.json',
          '',
        ].join('\n'),
        'text.png': 'PNG-NAMED-TEXT must not load\n',
        'notes.txt': 'NOTES-TEXT loads.\n',
        'data.json': '{"JSON-TEXT": "loads"}\n',
      },
    });
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(2_000_000)]);
    await writeFile(path.join(repo.root, 'diagram.png'), png);
    await writeFile(path.join(repo.root, 'Screenshot.PNG'), png.subarray(0, 5000));
    await mkdir(path.join(repo.root, 'bin'));
    await writeFile(
      path.join(repo.root, 'bin', 'tool'),
      Buffer.concat([Buffer.from('\x7fELF\0\0\0TOOL-BINARY-MARK'), randomBytes(1000)]),
    );
    const line = 'HUGE-MARK spec text that goes on and on.\n';
    await writeFile(
      path.join(repo.root, 'huge.md'),
      line.repeat(Math.ceil(maxMemoryFileBytes / line.length) + 1),
    );

    const finished = await run({
      repo,
      scenario: {
        name: 'binary',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
      },
    });
    expect(finished.result.conclusion).toBe('success');

    const [first] = finished.requestsOf('flotilla-lead');
    const body = JSON.stringify(first?.body);
    // Claude Code's first request on a 3 MB diagram.png was 50 KB; so is ours, whatever we add.
    expect(body.length).toBeLessThan(100_000);
    const text = firstMessageText(first);
    expect(text).toContain('PROJECT rules.');
    expect(text).toContain('NOTES-TEXT loads.');
    expect(text).toContain('JSON-TEXT');
    for (const marker of ['PNG-NAMED-TEXT', 'TOOL-BINARY-MARK', 'HUGE-MARK', 'PNG\\r\\n']) {
      expect(text).not.toContain(marker);
    }

    const notices = finished.logs.filter((entry) => entry.includes('not read'));
    const about = (file: string) =>
      notices.filter((entry) =>
        entry.includes(`memory file ${path.join(finished.repo.root, file)} not read`),
      );
    expect(about('diagram.png')).toEqual([expect.stringContaining('.png files are not read')]);
    expect(about('Screenshot.PNG')).toEqual([expect.stringContaining('.png files are not read')]);
    expect(about('text.png')).toHaveLength(1);
    expect(about('bin/tool')).toEqual([expect.stringContaining('NUL bytes')]);
    expect(about('huge.md')).toEqual([expect.stringContaining('over the 512 KiB limit')]);
    expect(notices).toHaveLength(5);
  });
});

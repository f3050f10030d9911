import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/offline/index.js';
import { cleanupRuns, newRepo, run } from '../subagents/harness.js';

/**
 * Rule files and the memory that writing a file brings in, in a whole run against the offline
 * server, on the layout where Claude Code 2.1.332 was seen to send: the rules after the CLAUDE.md
 * files of their place; a path-scoped rule, and a directory's CLAUDE.md, after the first Read,
 * Write or Edit of a file there.
 */

const homes: string[] = [];
afterEach(async () => {
  await cleanupRuns();
  await Promise.all(homes.splice(0).map((home) => rm(home, { recursive: true, force: true })));
});

interface WireBlock {
  type: string;
  text?: string;
}

function lastMessageBlocks(request: RecordedRequest | undefined): WireBlock[] {
  const messages = (request?.body as { messages: { content: string | WireBlock[] }[] }).messages;
  const content = messages.at(-1)?.content ?? [];
  return typeof content === 'string' ? [{ type: 'text', text: content }] : content;
}

function namedFiles(text: string, root: string): string[] {
  return [...text.matchAll(/Memory file (\S+) \(/g)].map((match) =>
    path.relative(root, match[1] ?? ''),
  );
}

describe('rules and written files in a run', () => {
  it('sends the rules at startup, and what a Write, an Edit and a Read bring in after each', async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-rules-home-'));
    homes.push(home);
    await mkdir(path.join(home, '.claude', 'rules'), { recursive: true });
    await writeFile(path.join(home, '.claude', 'rules', 'u.md'), 'USER RULE\n');
    const repo = await newRepo({
      files: {
        'CLAUDE.md': 'ROOT MEMORY\n',
        '.claude/rules/general.md': 'GENERAL RULE\n',
        '.claude/rules/sub/x.md': 'SUBDIRECTORY RULE\n',
        '.claude/rules/api.md': '---\npaths:\n  - "src/api/**/*.ts"\n---\nAPI RULE\n',
        'src/api/h.ts': 'export const x = 1;\n',
        'a/CLAUDE.md': 'A MEMORY\n',
        'b/CLAUDE.md': 'B MEMORY\n',
        'b/x.txt': 'x\n',
      },
    });
    const root = repo.root;
    const finished = await run({
      repo,
      config: { homeDir: home, permissionMode: 'acceptEdits' },
      scenario: {
        name: 'rules',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Write', input: { file_path: 'a/new.txt', content: 'n\n' } }] },
              {
                tool_use: [
                  {
                    name: 'Edit',
                    input: { file_path: 'b/x.txt', old_string: 'x', new_string: 'z' },
                  },
                ],
              },
              { tool_use: [{ name: 'Read', input: { file_path: 'src/api/h.ts' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(4);

    const startup = (requests[0]?.body as { messages: { content: WireBlock[] }[] }).messages[0];
    const memory = startup?.content[0]?.text ?? '';
    expect(namedFiles(memory, root)).toEqual([
      path.relative(root, path.join(home, '.claude', 'rules', 'u.md')),
      'CLAUDE.md',
      '.claude/rules/general.md',
      '.claude/rules/sub/x.md',
    ]);
    expect(memory).not.toContain('API RULE');

    const attached = (request: RecordedRequest | undefined) => {
      const blocks = lastMessageBlocks(request);
      expect(blocks[0]?.type).toBe('tool_result');
      return blocks
        .slice(1)
        .flatMap((block) => namedFiles(block.text ?? '', root))
        .join(' ');
    };
    expect(attached(requests[1])).toBe('a/CLAUDE.md');
    expect(attached(requests[2])).toBe('b/CLAUDE.md');
    expect(attached(requests[3])).toBe('.claude/rules/api.md');
    expect(JSON.stringify(lastMessageBlocks(requests[3]))).toContain('API RULE');
  });

  it("attaches a root or user rule's `src/**` for a package's src file, not `web/src/**`", async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-rules-home-'));
    homes.push(home);
    await mkdir(path.join(home, '.claude', 'rules'), { recursive: true });
    await writeFile(
      path.join(home, '.claude', 'rules', 'u.md'),
      '---\npaths: "src/**"\n---\nUSER SRC RULE\n',
    );
    const rule = (pattern: string, text: string) => `---\npaths: "${pattern}"\n---\n${text}\n`;
    const repo = await newRepo({
      files: {
        '.claude/rules/src.md': rule('src/**', 'SRC RULE'),
        '.claude/rules/web.md': rule('web/**', 'WEB RULE'),
        '.claude/rules/web-src.md': rule('web/src/**', 'WEB SRC RULE'),
        '.claude/rules/src-ts.md': rule('src/*.ts', 'SRC TS RULE'),
        'packages/web/src/a.ts': 'export const a = 1;\n',
      },
    });
    const finished = await run({
      repo,
      config: { homeDir: home },
      scenario: {
        name: 'monorepo rules',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'packages/web/src/a.ts' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const requests = finished.requestsOf('flotilla-lead');
    const attached = lastMessageBlocks(requests[1])
      .slice(1)
      .flatMap((block) => namedFiles(block.text ?? '', repo.root))
      .sort();
    expect(attached).toEqual(
      [
        '.claude/rules/src.md',
        '.claude/rules/web.md',
        path.relative(repo.root, path.join(home, '.claude', 'rules', 'u.md')),
      ].sort(),
    );
  });
});

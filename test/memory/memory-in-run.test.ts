import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/offline/index.js';
import { agentFile, cleanupRuns, newRepo, run, type FinishedRun } from '../subagents/harness.js';

/**
 * Memory files on a real temp repository, a whole run against the offline server: what the
 * requests carry is what Claude Code 2.1.332 was seen to send on the same layout (placement and
 * order; the wording is ours).
 */

afterEach(cleanupRuns);

interface WireBlock {
  type: string;
  text?: string;
  content?: unknown;
}
interface WireMessage {
  role: string;
  content: string | WireBlock[];
}

function messagesOf(request: RecordedRequest | undefined): WireMessage[] {
  return (request?.body as { messages: WireMessage[] }).messages;
}

function blocksOf(message: WireMessage | undefined): WireBlock[] {
  if (!message) return [];
  return typeof message.content === 'string'
    ? [{ type: 'text', text: message.content }]
    : message.content;
}

function everyText(request: RecordedRequest | undefined): string {
  return JSON.stringify(messagesOf(request));
}

/** The memory files a text names, in the order it names them, as paths relative to `root`. */
function namedFiles(text: string, root: string): string[] {
  return [...text.matchAll(/Memory file (\S+) \(/g)].map((match) =>
    path.relative(root, match[1] ?? ''),
  );
}

const projectFiles: Record<string, string> = {
  'CLAUDE.md': [
    'PROJECT-ROOT rules.',
    'See @docs/a.md for more.',
    'Not an import: `@docs/code.md`.',
    '```',
    '@docs/block.md',
    '```',
    'Outside the repository: @../outside.md',
    '',
  ].join('\n'),
  'docs/a.md': 'DOC-A text. @b.md\n',
  'docs/b.md': 'DOC-B text, importing its importer: @a.md\n',
  'docs/code.md': 'CODE-SPAN must not load\n',
  'docs/block.md': 'CODE-BLOCK must not load\n',
  '.claude/CLAUDE.md': 'DOTCLAUDE rules. @chain/c1.md\n',
  '.claude/chain/c1.md': 'CHAIN-1 @c2.md\n',
  '.claude/chain/c2.md': 'CHAIN-2 @c3.md\n',
  '.claude/chain/c3.md': 'CHAIN-3 @c4.md\n',
  '.claude/chain/c4.md': 'CHAIN-4 @c5.md\n',
  '.claude/chain/c5.md': 'CHAIN-5 is one import too deep\n',
  'CLAUDE.local.md': 'LOCAL rules.\n',
  'sub/CLAUDE.md': 'SUBDIR rules.\n',
  'sub/deep/CLAUDE.md': 'DEEP rules.\n',
  'sub/deep/file.txt': 'first file\n',
  'sub/deep/other.txt': 'second file\n',
};

async function homeWithMemory(): Promise<string> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-memory-home-'));
  await mkdir(path.join(home, '.claude'), { recursive: true });
  await writeFile(path.join(home, '.claude', 'CLAUDE.md'), 'USER rules. @~/extra.md\n');
  await writeFile(path.join(home, 'extra.md'), 'USER-IMPORTED rules.\n');
  return home;
}

async function memoryRun(config: { bare?: boolean } = {}): Promise<FinishedRun> {
  const home = await homeWithMemory();
  const repo = await newRepo({
    files: projectFiles,
    agents: { reviewer: agentFile('reviewer', { tools: 'Read' }) },
  });
  await writeFile(path.join(repo.root, '..', 'outside.md'), 'OUTSIDE must not load\n');
  return run({
    repo,
    config: { homeDir: home, ...config },
    scenario: {
      name: 'memory',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            {
              tool_use: [
                { name: 'Read', input: { file_path: 'sub/deep/file.txt' } },
                {
                  name: 'Agent',
                  input: {
                    run_in_background: false,
                    description: 'review',
                    prompt: 'Review it.',
                    subagent_type: 'reviewer',
                  },
                },
                {
                  name: 'Agent',
                  input: {
                    run_in_background: false,
                    description: 'look',
                    prompt: 'Find it.',
                    subagent_type: 'Explore',
                  },
                },
                {
                  name: 'Agent',
                  input: {
                    run_in_background: false,
                    description: 'plan',
                    prompt: 'Plan it.',
                    subagent_type: 'Plan',
                  },
                },
              ],
            },
            { tool_use: [{ name: 'Read', input: { file_path: 'sub/deep/other.txt' } }] },
            { text: 'Done.' },
          ],
        },
        { match: { agent: 'reviewer' }, turns: [{ text: 'Reviewed.' }] },
        { match: { agent: 'Plan' }, turns: [{ text: 'Planned.' }] },
        {
          match: { agent: 'Explore' },
          turns: [
            { tool_use: [{ name: 'Read', input: { file_path: 'sub/deep/file.txt' } }] },
            { text: 'Found.' },
          ],
        },
      ],
    },
  });
}

describe('memory files in a run', () => {
  it('opens the first user message of the lead and of a subagent with every memory file, in order', async () => {
    const finished = await memoryRun();
    const root = finished.repo.root;
    expect(finished.result.conclusion).toBe('success');

    for (const agent of ['flotilla-lead', 'reviewer']) {
      const [first] = finished.requestsOf(agent);
      const [memory, prompt] = blocksOf(messagesOf(first)[0]);
      expect(memory?.text).toMatch(/^<system-reminder>\n/);
      expect(prompt?.text).toBe(agent === 'reviewer' ? 'Review it.' : 'Do the task.');
      const files = namedFiles(memory?.text ?? '', root);
      // The user's file and its import (in the home directory), then the project's, each file
      // followed by what it imports; a cycle (b imports a) reads each file once; the chain stops
      // at the fifth level.
      expect(files.slice(2)).toEqual([
        'CLAUDE.md',
        'docs/a.md',
        'docs/b.md',
        '.claude/CLAUDE.md',
        '.claude/chain/c1.md',
        '.claude/chain/c2.md',
        '.claude/chain/c3.md',
        '.claude/chain/c4.md',
        'CLAUDE.local.md',
      ]);
      expect(files.slice(0, 2).map((file) => path.basename(file))).toEqual([
        'CLAUDE.md',
        'extra.md',
      ]);
      const text = memory?.text ?? '';
      expect(text).toContain('USER rules.');
      expect(text).toContain('USER-IMPORTED rules.');
      expect(text).toContain('DOC-B text');
      expect(text).toContain('CHAIN-4');
      expect(text).not.toContain('CHAIN-5');
      expect(text).not.toContain('CODE-SPAN must not load');
      expect(text).not.toContain('CODE-BLOCK must not load');
      expect(text).not.toContain('OUTSIDE must not load');
      // Nested directories are not read at startup.
      expect(text).not.toContain('SUBDIR rules.');
    }
    // Files that are not there (sub/CLAUDE.local.md, …) are no news; the import out of the
    // repository is, once.
    expect(finished.logs.filter((line) => line.includes('not read'))).toEqual([
      expect.stringContaining('import @../outside.md not read'),
    ]);
  });

  it('gives Explore and Plan no startup memory, as Claude Code gives its read-only built-ins none', async () => {
    const finished = await memoryRun();
    const [explore] = finished.requestsOf('Explore');
    expect(blocksOf(messagesOf(explore)[0]).map((block) => block.text)).toEqual(['Find it.']);
    const [plan] = finished.requestsOf('Plan');
    expect(blocksOf(messagesOf(plan)[0]).map((block) => block.text)).toEqual(['Plan it.']);
  });

  it("attaches a subdirectory's memory files after the results of the first Read there, once", async () => {
    const finished = await memoryRun();
    const root = finished.repo.root;
    const lead = finished.requestsOf('flotilla-lead');
    const afterFirstRead = blocksOf(messagesOf(lead[1]).at(-1));
    const types = afterFirstRead.map((block) => block.type);
    expect(types.slice(0, 4)).toEqual(['tool_result', 'tool_result', 'tool_result', 'tool_result']);
    const attached = afterFirstRead.slice(4).map((block) => block.text ?? '');
    expect(attached.flatMap((text) => namedFiles(text, root))).toEqual([
      'sub/CLAUDE.md',
      'sub/deep/CLAUDE.md',
    ]);
    expect(attached[0]).toContain('SUBDIR rules.');
    expect(attached[1]).toContain('DEEP rules.');
    // A second read in the same directory brings nothing new.
    const afterSecondRead = blocksOf(messagesOf(lead[2]).at(-1));
    expect(afterSecondRead.map((block) => block.type)).toEqual(['tool_result']);

    // Explore, without startup memory, still gets a directory's files when it reads there.
    const explore = finished.requestsOf('Explore');
    const exploreAttached = blocksOf(messagesOf(explore[1]).at(-1)).slice(1);
    expect(exploreAttached.flatMap((block) => namedFiles(block.text ?? '', root))).toEqual([
      'sub/CLAUDE.md',
      'sub/deep/CLAUDE.md',
    ]);
  });

  it("attaches a subdirectory's memory files after a Write or an Edit there, as after a Read", async () => {
    const repo = await newRepo({
      files: {
        'a/CLAUDE.md': 'A rules.\n',
        'b/CLAUDE.md': 'B rules.\n',
        'b/x.txt': 'x\n',
        'c/CLAUDE.md': 'C rules.\n',
        'c/n.ipynb': JSON.stringify({ cells: [], metadata: {}, nbformat: 4, nbformat_minor: 5 }),
      },
    });
    const finished = await run({
      repo,
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'written',
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
              {
                tool_use: [
                  {
                    name: 'NotebookEdit',
                    input: {
                      notebook_path: 'c/n.ipynb',
                      new_source: 'print(1)',
                      cell_type: 'code',
                      edit_mode: 'insert',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const lead = finished.requestsOf('flotilla-lead');
    const attached = (turn: number) => {
      const blocks = blocksOf(messagesOf(lead[turn]).at(-1));
      expect(blocks[0]?.type).toBe('tool_result');
      expect(JSON.stringify(blocks[0])).not.toMatch(/error/i);
      return blocks.slice(1).flatMap((block) => namedFiles(block.text ?? '', finished.repo.root));
    };
    expect(attached(1)).toEqual(['a/CLAUDE.md']);
    expect(attached(2)).toEqual(['b/CLAUDE.md']);
    // Claude Code 2.1.332 attaches nothing after a NotebookEdit.
    expect(attached(3)).toEqual([]);
  });

  it('reads no memory file at all with bare', async () => {
    const finished = await memoryRun({ bare: true });
    expect(finished.result.conclusion).toBe('success');
    const requests = finished.server.requests.filter((request) => request.path === '/v1/messages');
    expect(requests.length).toBeGreaterThan(3);
    for (const request of requests) {
      const text = everyText(request);
      for (const marker of ['USER rules', 'PROJECT-ROOT', 'LOCAL rules', 'SUBDIR rules', 'DEEP']) {
        expect(text).not.toContain(marker);
      }
    }
    const [leadFirst] = finished.requestsOf('flotilla-lead');
    expect(blocksOf(messagesOf(leadFirst)[0]).map((block) => block.text)).toEqual(['Do the task.']);
  });
});

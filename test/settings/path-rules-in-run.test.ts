import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, newRepo, requestMessages, run, toolResults } from '../subagents/harness.js';

/**
 * Path rules in .claude/settings.json as Claude Code's documentation writes them (`./.env`), in
 * whole runs: which files of a repository with secrets at several depths reach the model.
 * Expectations observed in Claude Code 2.1.332 with the same layout and rules.
 */
const secretFiles = [
  '.env',
  'sub/.env',
  'sub/deep/.env',
  'secrets/a.txt',
  'config/secrets/b.txt',
  '.env.local',
  'sub/.env.local',
];

/**
 * One run whose lead Reads every secret file, Greps for their contents and Globs the tree: the
 * files whose contents a Read returned, and those Grep or Glob showed.
 */
async function readEveryFile(deny: string[]): Promise<{ readable: string[]; searched: string[] }> {
  const repo = await newRepo({
    files: {
      ...Object.fromEntries(secretFiles.map((file) => [file, `SECRET_${file}\n`])),
      '.claude/settings.json': JSON.stringify({ permissions: { deny } }),
    },
  });
  const outcome = await run({
    repo,
    scenario: {
      name: 'path-rules',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            {
              tool_use: [
                ...secretFiles.map((file) => ({
                  name: 'Read',
                  input: { file_path: path.join(repo.root, file) },
                })),
                { name: 'Grep', input: { pattern: 'SECRET_', output_mode: 'content' } },
                { name: 'Glob', input: { pattern: '**/*' } },
              ],
            },
            { text: 'done' },
          ],
        },
      ],
    },
  });
  const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
  const grep = results[secretFiles.length]?.text ?? '';
  const glob = results[secretFiles.length + 1]?.text ?? '';
  expect(glob).toContain(path.join(repo.root, '.claude/settings.json'));
  const readable = secretFiles.filter((file, index) => {
    const result = results[index];
    return result?.isError === false && result.text.includes(`SECRET_${file}`);
  });
  const searched = secretFiles.filter(
    (file) =>
      grep.split('\n').some((line) => line.endsWith(`SECRET_${file}`)) ||
      glob.split('\n').includes(path.join(repo.root, file)),
  );
  return { readable, searched };
}

describe('path rules in settings files, in a run', () => {
  afterEach(cleanupRuns);

  it('a rule written ./x denies x at every depth: Read(./.env), Read(./.env.*), Read(./secrets/**)', async () => {
    const { readable, searched } = await readEveryFile([
      'Read(./.env)',
      'Read(./.env.*)',
      'Read(./secrets/**)',
    ]);
    expect(readable).toEqual([]);
    expect(searched).toEqual([]);
  });

  it.each([
    ['Read(./.env)', ['.env', 'sub/.env', 'sub/deep/.env']],
    ['Read(.env)', ['.env', 'sub/.env', 'sub/deep/.env']],
    ['Read(./.env.*)', ['.env.local', 'sub/.env.local']],
    ['Read(./secrets/**)', ['secrets/a.txt', 'config/secrets/b.txt']],
    ['Read(secrets/**)', ['secrets/a.txt', 'config/secrets/b.txt']],
    ['Read(/secrets/**)', ['secrets/a.txt']],
    ['Read(/.env)', ['.env']],
  ])('%s denies exactly %j', async (rule, denied) => {
    const { readable, searched } = await readEveryFile([rule]);
    const allowed = secretFiles.filter((file) => !denied.includes(file));
    expect(readable).toEqual(allowed);
    expect(searched).toEqual(allowed);
  });

  it('an Edit allow rule reads x/** anchored at the root, and x/ or ./x/ at any depth', async () => {
    const targets = [
      'docs/a.md',
      'sub/docs/a.md',
      'notes/n.md',
      'sub/notes/n.md',
      'config/.env',
      'top.md',
    ];
    const outcome = await run({
      files: {
        '.claude/settings.json': JSON.stringify({
          permissions: { allow: ['Edit(docs/**)', 'Edit(./notes/)', 'Edit(./.env)'] },
        }),
      },
      scenario: {
        name: 'path-allow-rules',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: targets.map((file) => ({
                  name: 'Write',
                  input: { file_path: file, content: 'written\n' },
                })),
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const written: string[] = [];
    for (const file of targets) {
      const exists = await access(path.join(outcome.repo.root, file)).then(
        () => true,
        () => false,
      );
      if (exists) written.push(file);
    }
    // Claude Code 2.1.332 writes the same four under these rules in its default mode.
    expect(written).toEqual(['docs/a.md', 'notes/n.md', 'sub/notes/n.md', 'config/.env']);
  });
});

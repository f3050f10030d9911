import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { autoMemoryDirectory, autoMemoryIndex } from '../../src/memory/auto-memory.js';
import type { RecordedRequest } from '../../src/offline/index.js';
import { claudeProjectDirectory } from '../../src/settings/claude-project-directory.js';
import { agentFile, cleanupRuns, newRepo, run } from '../subagents/harness.js';

/**
 * The user's auto memory, `~/.claude/projects/<project>/memory/`, on real temp homes and
 * repositories, as Claude Code 2.1.332 was seen to use it with `claude -p`: the directory named
 * for the repository's main work tree, MEMORY.md after the CLAUDE.md files in the lead's and a
 * subagent's first message, a system-prompt section for the lead alone, the lead's Write there
 * allowed in the default mode, and off with CLAUDE_CODE_DISABLE_AUTO_MEMORY=1 or
 * `"autoMemoryEnabled": false`.
 */

const homes: string[] = [];
afterEach(async () => {
  await cleanupRuns();
  await Promise.all(homes.splice(0).map((home) => rm(home, { recursive: true, force: true })));
});

async function newHome(): Promise<string> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-auto-memory-'));
  homes.push(home);
  return home;
}

describe('autoMemoryDirectory', () => {
  const place = { homeDir: '/home/u', repoRoot: '/work/my_repo/pkg', environment: {} };

  it("is named for the repository's main work tree, each character but letters and digits '-'", () => {
    expect(autoMemoryDirectory({ ...place, gitCommonDir: '/work/my_repo/.git' })).toBe(
      '/home/u/.claude/projects/-work-my-repo/memory',
    );
    // Outside a repository: the run's directory.
    expect(autoMemoryDirectory(place)).toBe('/home/u/.claude/projects/-work-my-repo-pkg/memory');
  });

  it('is off without a home, with --bare, with the variable set, or with the setting false', () => {
    expect(autoMemoryDirectory({ ...place, homeDir: undefined })).toBeUndefined();
    expect(autoMemoryDirectory({ ...place, bare: true })).toBeUndefined();
    const off = { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' };
    expect(autoMemoryDirectory({ ...place, environment: off })).toBeUndefined();
    expect(autoMemoryDirectory({ ...place, enabled: false })).toBeUndefined();
    // `=0` turns it on whatever the settings say, as in Claude Code.
    const on = { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '0' };
    expect(autoMemoryDirectory({ ...place, enabled: false, environment: on })).toBeDefined();
  });
});

describe('autoMemoryIndex', () => {
  it('shows the first 200 lines of MEMORY.md and says what was cut', async () => {
    const directory = await newHome();
    const lines = Array.from({ length: 300 }, (_, index) => `- line ${index + 1}`);
    await writeFile(path.join(directory, 'MEMORY.md'), `${lines.join('\n')}\n`);
    const index = await autoMemoryIndex(directory, () => undefined);
    expect(index?.kind).toBe('auto');
    expect(index?.text).toContain('- line 200\n');
    expect(index?.text).not.toContain('- line 201');
    expect(index?.text).toContain('MEMORY.md has 300 lines; only the first 200 are shown.');
  });

  it('is nothing for a missing or empty MEMORY.md', async () => {
    const directory = await newHome();
    expect(await autoMemoryIndex(directory, () => undefined)).toBeUndefined();
    await writeFile(path.join(directory, 'MEMORY.md'), '\n\n');
    expect(await autoMemoryIndex(directory, () => undefined)).toBeUndefined();
  });
});

interface WireMessage {
  role: string;
  content: string | { type: string; text?: string }[];
}

function firstMessageText(request: RecordedRequest | undefined): string {
  const [first] = (request?.body as { messages: WireMessage[] }).messages;
  return JSON.stringify(first?.content);
}

function systemText(request: RecordedRequest | undefined): string {
  return JSON.stringify((request?.body as { system: unknown }).system);
}

async function autoMemoryRun(
  settings?: object,
  { user, trustProject = true }: { user?: object; trustProject?: boolean } = {},
) {
  const home = await newHome();
  if (user) {
    await mkdir(path.join(home, '.claude'), { recursive: true });
    await writeFile(path.join(home, '.claude', 'settings.json'), JSON.stringify(user));
  }
  const repo = await newRepo({
    files: {
      'CLAUDE.local.md': 'LOCAL rules.\n',
      ...(settings ? { '.claude/settings.json': JSON.stringify(settings) } : {}),
    },
    agents: { reviewer: agentFile('reviewer', { tools: 'Read' }) },
  });
  const directory = path.join(claudeProjectDirectory(home, repo.root), 'memory');
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, 'MEMORY.md'), '- [Deploy](deploy.md) — AUTOMEM-MARKER\n');
  const finished = await run({
    repo,
    config: { homeDir: home, trustProject },
    scenario: {
      name: 'auto-memory',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            {
              tool_use: [
                {
                  name: 'Write',
                  input: { file_path: path.join(directory, 'deploy.md'), content: 'NOTE\n' },
                },
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
    },
  });
  return { finished, directory };
}

describe('auto memory in a run', () => {
  it('gives every agent MEMORY.md after the CLAUDE.md files, the lead the directory, and lets it write there', async () => {
    const { finished, directory } = await autoMemoryRun();
    expect(finished.result.conclusion).toBe('success');
    const [lead] = finished.requestsOf('flotilla-lead');
    const [reviewer] = finished.requestsOf('reviewer');
    for (const request of [lead, reviewer]) {
      const text = firstMessageText(request);
      const index = text.indexOf(`Memory file ${path.join(directory, 'MEMORY.md')} (`);
      expect(index).toBeGreaterThan(text.indexOf('LOCAL rules.'));
      expect(text).toContain('AUTOMEM-MARKER');
    }
    expect(systemText(lead)).toContain(directory);
    expect(systemText(reviewer)).not.toContain(directory);
    // The default mode, no rule: the Write in the memory directory is allowed.
    expect(await readFile(path.join(directory, 'deploy.md'), 'utf8')).toBe('NOTE\n');
  });

  it('is off with "autoMemoryEnabled": false or CLAUDE_CODE_DISABLE_AUTO_MEMORY=1 in the settings', async () => {
    for (const settings of [
      { autoMemoryEnabled: false },
      { env: { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' } },
    ]) {
      const { finished, directory } = await autoMemoryRun(settings);
      const [lead] = finished.requestsOf('flotilla-lead');
      expect(firstMessageText(lead)).not.toContain('AUTOMEM-MARKER');
      expect(systemText(lead)).not.toContain(directory);
      // Nor may its Write go there.
      await expect(readFile(path.join(directory, 'deploy.md'), 'utf8')).rejects.toThrow();
    }
  });

  it("is not turned on by an untrusted checkout against the user's false; its own false and 1 apply", async () => {
    const off = { autoMemoryEnabled: false };
    for (const [settings, user] of [
      [{ autoMemoryEnabled: true }, off],
      [{ env: { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '0' } }, off],
      [{ autoMemoryEnabled: false }, undefined],
      [{ env: { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' } }, undefined],
    ] as const) {
      const { finished, directory } = await autoMemoryRun(settings, {
        ...(user ? { user } : {}),
        trustProject: false,
      });
      const [lead] = finished.requestsOf('flotilla-lead');
      expect(firstMessageText(lead)).not.toContain('AUTOMEM-MARKER');
      expect(systemText(lead)).not.toContain('# Auto memory');
      await expect(readFile(path.join(directory, 'deploy.md'), 'utf8')).rejects.toThrow();
    }
    // Trusted, the checkout's `true` and `=0` turn it on over the user's false, as in Claude Code.
    for (const settings of [
      { autoMemoryEnabled: true },
      { env: { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '0' } },
    ]) {
      const { finished, directory } = await autoMemoryRun(settings, { user: off });
      expect(systemText(finished.requestsOf('flotilla-lead')[0])).toContain('# Auto memory');
      expect(await readFile(path.join(directory, 'deploy.md'), 'utf8')).toBe('NOTE\n');
    }
  });
});

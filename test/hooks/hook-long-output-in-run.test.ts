import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, newRepo, requestMessages, run, toolResults } from '../subagents/harness.js';

/**
 * A hook's output over 20,000 characters, on a whole run: as in Claude Code 2.1.332 (observed:
 * it saves the output under its session directory, tells the model the path with a preview, and
 * its Read opens that file), the model's Read can open the file it is told about, outside the
 * working tree; Write cannot touch it.
 */
describe('long hook output on a run', () => {
  afterEach(cleanupRuns);

  it("lets the model Read the file it is told holds a hook's long output, and nothing more", async () => {
    const notes = [
      'HEADMARK',
      ...Array.from({ length: 1500 }, (_, index) => `line ${index} of the notes`),
      'TAILMARK',
    ].join('\n');
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        SessionStart: [{ hooks: [{ type: 'command', command: 'cat > /dev/null; cat notes.txt' }] }],
      },
    };
    const saved = '{{last_message/saved in (\\S+\\.txt)/}}';
    const outcome = await run({
      files: { 'notes.txt': `${notes}\n` },
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'long-hook-output',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'Read', input: { file_path: saved, offset: 1500, limit: 3 } },
                  { name: 'Write', input: { file_path: saved, content: 'overwritten' } },
                ],
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const requests = outcome.requestsOf('flotilla-lead');
    const first = requestMessages(requests[0]).at(-1)!;
    const told = /saved in (\S+\.txt)/.exec(JSON.stringify(first))?.[1];
    expect(told).toBeDefined();
    expect(told!.startsWith(outcome.repo.root)).toBe(false);
    const [read, write] = toolResults(requestMessages(requests[1]).at(-1));
    expect(read?.isError).toBe(false);
    expect(read?.text).toContain('TAILMARK');
    expect(write?.isError).toBe(true);
    expect(await readFile(told!, 'utf8')).toBe(notes);
  });

  it('never saves it through a link an agent planted in a state directory inside the repository', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'flotilla-hook-outside-'));
    try {
      const repo = await newRepo({
        files: { 'notes.txt': `${'a long line of notes\n'.repeat(1500)}` },
      });
      const settings = {
        permissions: { defaultMode: 'bypassPermissions' },
        hooks: {
          PostToolUse: [
            {
              matcher: 'Bash',
              hooks: [{ type: 'command', command: 'cat > /dev/null; cat notes.txt >&2; exit 2' }],
            },
          ],
        },
      };
      const outcome = await run({
        repo,
        config: {
          settings: JSON.stringify(settings),
          stateDir: path.join(repo.root, 'state'),
          sandbox: 'off',
        },
        scenario: {
          name: 'hook-output-link',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                {
                  tool_use: [
                    {
                      name: 'Bash',
                      input: {
                        command: `mkdir -p state/transcripts && ln -s ${outside} state/transcripts/hook-output`,
                      },
                    },
                  ],
                },
                { text: 'done' },
              ],
            },
          ],
        },
      });
      expect(await readdir(outside)).toEqual([]);
      const [bash] = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
      expect(JSON.stringify(bash)).toContain('could not be saved');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

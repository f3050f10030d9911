import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runResultSchema } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { execWithoutInput } from '../support/exec-without-input.js';

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

/**
 * Loads in Claude Code and in Flotilla: a name with spaces and dots, a tool Flotilla lacks; its
 * worktree is named after it.
 */
const good = `---
name: Release Notes v2.0
description: Drafts release notes.
tools: Read, AskUserQuestion
isolation: worktree
---

You draft release notes.
`;

/** Claude Code skips this file: the tab-indented line makes the frontmatter unreadable. */
const broken = `---
name: broken-reviewer
description: Reviews.
\tcolor: blue
---

You review.
`;

const scenario = {
  name: 'unloadable-agents',
  agents: [
    {
      match: { agent: 'Release Notes v2.0' },
      turns: [{ text: 'Notes: nothing user-visible changed.', tool_use: [] }],
    },
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        {
          tool_use: [
            {
              name: 'Agent',
              input: {
                run_in_background: false,
                description: 'Draft notes',
                subagent_type: 'Release Notes v2.0',
                prompt: 'Draft the release notes.',
              },
            },
          ],
        },
        { text: 'Done: the notes are drafted.', tool_use: [] },
      ],
    },
  ],
};

describe('a run with an agent file that cannot be loaded (built CLI)', () => {
  let repo: TempRepo;
  let scenarioFile: string;

  beforeEach(async () => {
    repo = await createTempRepo({
      files: {
        'README.md': '# project\n',
        '.claude/agents/good.md': good,
        '.claude/agents/broken.md': broken,
      },
    });
    scenarioFile = path.join(repo.dir, 'scenario.json');
    await writeFile(scenarioFile, JSON.stringify(scenario));
  });
  afterEach(async () => repo.cleanup());

  async function run(args: string[]) {
    try {
      const { stdout, stderr } = await exec(
        process.execPath,
        [cli, 'run', '--scenario', scenarioFile, '--format', 'json', ...args],
        { cwd: repo.root, env: { PATH: process.env.PATH ?? '', HOME: repo.dir } },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
    }
  }

  it('skips it with a warning naming file:line and runs with the agents that loaded', async () => {
    const output = await run(['--prompt', 'Draft the release notes.']);
    expect(output.stderr).toMatch(
      /warning: .*\.claude\/agents\/broken\.md:4: skipped agent 'broken-reviewer': yaml-invalid: /,
    );
    expect(output.stderr).toContain("'AskUserQuestion' in tools is a Claude Code tool");
    expect(output.code).toBe(0);
    const result = runResultSchema.parse(JSON.parse(output.stdout));
    expect(result.conclusion).toBe('success');
    expect(result.agents.map((agent) => [agent.name, agent.status])).toEqual([
      ['flotilla-lead', 'completed'],
      ['Release Notes v2.0', 'completed'],
    ]);
  });

  it.each([
    ['--agent', 'broken-reviewer'],
    ['--lead', 'broken-reviewer'],
  ])('stops with exit 2 and the file problems when %s asks for it', async (option, name) => {
    const output = await run(['--prompt', 'Review.', option, name]);
    expect(output.code).toBe(2);
    expect(output.stderr).toContain("asked for by name: 'broken-reviewer'");
    expect(output.stderr).toMatch(/\.claude\/agents\/broken\.md:4:1 yaml-invalid: Invalid YAML/);
    expect(output.stdout).toBe('');
  });
});

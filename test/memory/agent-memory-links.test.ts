import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../src/offline/index.js';
import { agentFile, cleanupRuns, newRepo, requestSystem, run } from '../subagents/harness.js';

/**
 * An agent's memory (`memory: project`) is read and opened for writing only inside the
 * checkout: a repository that commits MEMORY.md, or the memory directory itself, as a link to a
 * file of the machine gets neither into the agent's prompt, nor its tools' writes out there.
 */
afterEach(cleanupRuns);

describe('agent memory that links out of the checkout', () => {
  let outside: string;
  beforeEach(async () => {
    outside = await mkdtemp(path.join(os.tmpdir(), 'flotilla-memory-outside-'));
    await writeFile(path.join(outside, 'hosts.yml'), 'oauth_token: ghp_FAKE_HOST_SECRET\n');
    await writeFile(path.join(outside, 'MEMORY.md'), 'ghp_FAKE_DIRECTORY_SECRET\n');
  });
  afterEach(async () => {
    await rm(outside, { recursive: true, force: true });
  });

  /** An untrusted checkout whose reviewer keeps project memory, `plant`ed before the run. */
  const reviewerRun = async (
    plant: (memory: string) => Promise<void>,
    turns: (memory: string) => ScenarioInput['agents'][number]['turns'] = () => [{ text: 'Done.' }],
  ) => {
    const repo = await newRepo({
      agents: { reviewer: agentFile('reviewer', { memory: 'project' }) },
    });
    const memory = path.join(repo.root, '.claude', 'agent-memory', 'reviewer');
    await plant(memory);
    return run({
      repo,
      config: { leadAgent: 'reviewer', trustProject: false },
      scenario: { name: 'memory-link', agents: [{ turns: turns(memory) }] },
    });
  };

  it('does not read a MEMORY.md that links to a file outside its directory', async () => {
    const finished = await reviewerRun(async (memory) => {
      await mkdir(memory, { recursive: true });
      await symlink(path.join(outside, 'hosts.yml'), path.join(memory, 'MEMORY.md'));
    });
    const system = requestSystem(finished.requestsOf('reviewer')[0]);
    expect(system).toContain('# Your memory');
    expect(system).not.toContain('ghp_FAKE_HOST_SECRET');
    expect(finished.logs).toContainEqual(
      expect.stringMatching(/^notice: memory file .*MEMORY\.md not read: it is outside/),
    );
  });

  it('uses no memory directory that links out of the checkout', async () => {
    const finished = await reviewerRun(
      async (memory) => {
        await mkdir(path.dirname(memory), { recursive: true });
        await symlink(outside, memory);
      },
      // Memory writes are allowed in every mode: here there is no memory to write to.
      (memory) => [
        {
          tool_use: [
            {
              name: 'Write',
              input: { file_path: path.join(memory, 'planted.md'), content: 'x' },
            },
          ],
        },
        { text: 'Done.' },
      ],
    );
    const system = requestSystem(finished.requestsOf('reviewer')[0]);
    expect(system).not.toContain('ghp_FAKE_DIRECTORY_SECRET');
    expect(system).not.toContain('# Your memory');
    expect(finished.logs).toContainEqual(
      expect.stringMatching(
        /^notice: agent 'reviewer' has no memory this run: its directory .* is not used: it resolves to .*, outside/,
      ),
    );
    expect(existsSync(path.join(outside, 'planted.md'))).toBe(false);
  });
});

import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  readText,
  requestMessages,
  run,
  toolResults,
} from '../subagents/harness.js';

const directories: string[] = [];
afterEach(async () => {
  await cleanupRuns();
  await Promise.all(directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A --plugin-dir plugin `pbin` shipping the command `bin/mytool`, and a SessionStart hook. */
async function pluginWithCommand(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-plugin-bin-'));
  directories.push(root);
  await mkdir(path.join(root, '.claude-plugin'));
  await writeFile(path.join(root, '.claude-plugin', 'plugin.json'), '{"name": "pbin"}');
  await mkdir(path.join(root, 'bin'));
  await writeFile(path.join(root, 'bin', 'mytool'), '#!/bin/sh\necho "mytool ran: $*"\n');
  await chmod(path.join(root, 'bin', 'mytool'), 0o755);
  await mkdir(path.join(root, 'hooks'));
  const hook = { type: 'command', command: 'echo "$PATH" > "$CLAUDE_PROJECT_DIR/hook-path.txt"' };
  await writeFile(
    path.join(root, 'hooks', 'hooks.json'),
    JSON.stringify({ hooks: { SessionStart: [{ hooks: [hook] }] } }),
  );
  return root;
}

describe("a plugin's bin/ directory", () => {
  it("is on the PATH of the lead's and subagents' Bash commands, after the rest; not of hooks", async () => {
    const plugin = await pluginWithCommand();
    const mytool = { name: 'Bash', input: { command: 'mytool hello; echo "PATH=$PATH"' } };
    const outcome = await run({
      agents: { helper: agentFile('helper', { tools: 'Bash' }) },
      config: { pluginDirs: [plugin], permissionMode: 'bypassPermissions' },
      environment: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      scenario: {
        name: 'plugin-bin',
        agents: [
          { match: { agent: 'helper' }, turns: [{ tool_use: [mytool] }, { text: 'Ran.' }] },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [mytool] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'run',
                      prompt: 'Run it.',
                      subagent_type: 'helper',
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
    const bin = path.join(plugin, 'bin');
    for (const agent of ['flotilla-lead', 'helper']) {
      const [result] = toolResults(requestMessages(outcome.requestsOf(agent)[1]).at(-1));
      expect(result?.isError).toBe(false);
      expect(result?.text).toContain('mytool ran: hello');
      expect(result?.text).toMatch(new RegExp(`PATH=.+${path.delimiter}${bin}\\n?$`));
    }
    const hookPath = await readText(path.join(outcome.repo.root, 'hook-path.txt'));
    expect(hookPath).not.toContain(bin);
  });
});

import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { runResultSchema } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { execWithoutInput } from '../support/exec-without-input.js';

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

/** A long conversation through the built CLI: the window comes from --context-window. */
describe('flotilla run: a conversation compacted at the window --context-window gives', () => {
  let repo: TempRepo | undefined;
  let server: ScriptedServer | undefined;
  afterEach(async () => {
    await server?.close();
    await repo?.cleanup();
  });

  it('summarizes the older turns and finishes', async () => {
    repo = await createTempRepo({ files: { 'a.txt': 'alpha\n', 'b.txt': 'bravo\n' } });
    server = await startScriptedServer({
      scenario: {
        name: 'cli-compaction',
        agents: [
          {
            match: { summary_request: true },
            turns: [{ text: '<summary>a.txt says alpha; b.txt is next.</summary>' }],
          },
          {
            match: { compacted: true },
            // Turn 0 is the kept last turn: the first answer after the summary is turn 1.
            turns: [{ text: 'kept turn' }, { text: 'Done: alpha and bravo.' }],
          },
          {
            match: {},
            turns: [
              {
                tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }],
                // Far below sonnet's own window, above 40k − 16k − 13k.
                usage: { input_tokens: 12_000 },
              },
            ],
          },
        ],
      },
    });
    const { stdout } = await exec(
      process.execPath,
      [
        cli,
        'run',
        '--prompt',
        'Read the files.',
        '--model',
        'sonnet',
        '--context-window',
        'sonnet=40k',
        '--format',
        'json',
      ],
      {
        cwd: repo.root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: repo.dir,
          ANTHROPIC_BASE_URL: server.url,
          ANTHROPIC_API_KEY: 'sk-ant-x',
        },
      },
    );
    const result = runResultSchema.parse(JSON.parse(stdout));
    expect(result.conclusion).toBe('success');
    const requests = server.requests.filter((request) => request.path === '/v1/messages');
    expect(requests).toHaveLength(3);
    const last = JSON.stringify(requests[2]?.body);
    expect(last).toContain('a.txt says alpha; b.txt is next.');
    expect(last).not.toContain('Read the files.');
  });
});

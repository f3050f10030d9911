import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * actions/checkout v4/v5 with `submodules: true` leave the job token in every submodule's git
 * config (`.git/modules/<name>/config`). While the agents run it must be out of reach, with the
 * sandbox and without; afterwards it is back, for the Action's own push.
 */
const githubToken = 'ghs_SubmoduleCanary0123456789abcdefABCDEF';
const basic = Buffer.from(`x-access-token:${githubToken}`).toString('base64');
const extraheader = `AUTHORIZATION: basic ${basic}`;

const baseFiles = {
  '.claude/agents/config-reader.md': `---
name: config-reader
description: Reads the git configuration.
tools: Bash, Read, ReportFindings
---

You read the git configuration.
`,
};

describe('the checkout token in submodule configs (checkout v4/v5, submodules: true)', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({
      baseFiles,
      headFiles: { 'src/a.js': 'export const a = 1;\n' },
      token: githubToken,
    });
  });
  afterEach(() => world?.cleanup());

  it.each([['on'], ['off']])(
    'an agent reading the submodule config never sees it (sandbox %s); it is back afterwards',
    async (sandbox) => {
      const gitDir = execFileSync(
        'git',
        ['-C', world.repo.workspace, 'rev-parse', '--absolute-git-dir'],
        { encoding: 'utf8' },
      ).trim();
      const configs = [
        path.join(gitDir, 'modules', 'lib', 'config'),
        path.join(gitDir, 'modules', 'lib', 'modules', 'nested', 'config'),
      ];
      for (const config of configs) {
        mkdirSync(path.join(path.dirname(config), 'objects'), { recursive: true });
        writeFileSync(path.join(path.dirname(config), 'HEAD'), 'ref: refs/heads/main\n');
        writeFileSync(
          config,
          `[core]\n\tbare = false\n[remote "origin"]\n\turl = https://github.com/octo/lib\n[http "https://github.com/"]\n\textraheader = ${extraheader}\n`,
        );
      }
      const model = await world.startModel(
        scenario('submodule-credentials', [
          ...leadRules(['config-reader'], 'Read.'),
          reporterRule('config-reader', [], {
            before: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: { command: 'cat .git/modules/lib/config | rev; git -C . config --list' },
                  },
                  {
                    name: 'Bash',
                    input: { command: 'cat .git/modules/lib/modules/nested/config' },
                  },
                ],
              },
            ],
          }),
        ]),
      );
      const run = await world.run({
        eventName: 'pull_request',
        eventPath: await world.pullRequestEvent(),
        actor: 'octocat',
        model,
        inputs: { agents: 'config-reader', allowed_tools: 'Bash', sandbox: sandbox!, post: 'none' },
      });
      expect(run.exitCode, describeRun(run)).toBe(0);
      const seen = model.requests
        .filter((request) => request.agent === 'config-reader')
        .map((request) => JSON.stringify(request.body))
        .join('\n');
      // The commands ran (the rest of the config was read), the credential was not there.
      expect(seen).toContain('bil/otco/moc.buhtig');
      expect(seen).toContain('https://github.com/octo/lib');
      expect(seen).not.toContain(basic);
      expect(seen).not.toContain([...basic].reverse().join(''));
      for (const config of configs) {
        expect(
          execFileSync(
            'git',
            ['config', '--file', config, 'http.https://github.com/.extraheader'],
            {
              encoding: 'utf8',
            },
          ).trim(),
        ).toBe(extraheader);
      }
    },
    120_000,
  );
});

import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { probeSandbox } from '../../src/platform/sandbox.js';
import type { TempRepo } from '../support/git-repo.js';
import { agentFile, cleanupRuns, newRepo, requestMessages, run, toolResults } from './harness.js';

afterEach(cleanupRuns);

const probe = await probeSandbox(process.env.PATH ?? '');

/** What the lead's one Bash call of `commands` (run in turn) answered, sandbox on, bypassPermissions. */
async function leadBash(repo: TempRepo, name: string, commands: string[]) {
  const finished = await run({
    repo,
    config: { sandbox: 'on', permissionMode: 'bypassPermissions' },
    scenario: {
      name,
      agents: [
        {
          turns: [
            { tool_use: [{ name: 'Bash', input: { command: commands.join('; ') } }] },
            { text: 'Done.' },
          ],
        },
      ],
    },
  });
  const [bash] = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1));
  return bash;
}

describe.skipIf(!probe.available && process.env.FLOTILLA_REQUIRE_SANDBOX !== '1')(
  'a run with the sandbox on',
  () => {
    it('lets a worktree agent read nothing outside its worktree but the system and its dependencies', async () => {
      const repo = await newRepo({
        agents: { reader: agentFile('reader', { isolation: 'worktree' }) },
        files: { 'main-only.txt': 'MAIN-CHECKOUT-TEXT\n', 'node_modules/dep/index.js': 'DEP\n' },
      });
      await writeFile(path.join(repo.dir, 'beside.txt'), 'BESIDE-TEXT\n');
      const finished = await run({
        repo,
        config: { sandbox: 'on', permissionMode: 'bypassPermissions' },
        scenario: {
          name: 'sandboxed-reads',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                {
                  tool_use: [
                    {
                      name: 'Agent',
                      input: {
                        run_in_background: false,
                        description: 'Read',
                        prompt: 'Read.',
                        subagent_type: 'reader',
                      },
                    },
                  ],
                },
                { text: 'Done.' },
              ],
            },
            {
              match: { agent: 'reader' },
              turns: [
                {
                  tool_use: [
                    {
                      name: 'Bash',
                      input: {
                        command: [
                          `cat ${path.join(repo.root, 'main-only.txt')} || echo main-hidden`,
                          `cat ${path.join(repo.dir, 'beside.txt')} || echo beside-hidden`,
                          'cat README.md',
                          'ls /usr/bin/env >/dev/null && echo system-visible',
                        ].join('; '),
                      },
                    },
                  ],
                },
                { text: 'Read.' },
              ],
            },
          ],
        },
      });
      const [bash] = toolResults(requestMessages(finished.requestsOf('reader')[1]).at(-1));
      expect(bash?.text).toContain('main-hidden');
      expect(bash?.text).not.toContain('MAIN-CHECKOUT-TEXT');
      expect(bash?.text).toContain('beside-hidden');
      expect(bash?.text).not.toContain('BESIDE-TEXT');
      expect(bash?.text).toContain('# demo');
      expect(bash?.text).toContain('system-visible');
    });

    it('keeps .git/hooks read-only in a clone made without it', async () => {
      const repo = await newRepo({});
      await rm(path.join(repo.root, '.git', 'hooks'), { recursive: true, force: true });
      const bash = await leadBash(repo, 'plant-a-hook', [
        'mkdir -p .git/hooks',
        'printf "#!/bin/sh\\necho hook-ran\\n" > .git/hooks/post-commit && echo planted || echo refused',
        'echo x >> .git/config || echo config-refused',
      ]);
      expect(bash?.text).toContain('refused');
      expect(bash?.text).not.toContain('planted');
      expect(bash?.text).toContain('config-refused');
      expect(existsSync(path.join(repo.root, '.git', 'hooks', 'post-commit'))).toBe(false);
    });

    it("keeps a command from granting the next run more, even in bypassPermissions (as Claude Code's sandbox does)", async () => {
      const repo = await newRepo({});
      const bash = await leadBash(repo, 'plant-settings', [
        `(mkdir -p .claude && echo '{"permissions":{"allow":["Bash"]}}' > .claude/settings.local.json) && echo planted-settings || echo refused-settings`,
        `echo '{"mcpServers":{}}' > .mcp.json && echo planted-mcp || echo refused-mcp`,
      ]);
      expect(bash?.text).toContain('refused-settings');
      expect(bash?.text).toContain('refused-mcp');
      expect(existsSync(path.join(repo.root, '.claude', 'settings.local.json'))).toBe(false);
      expect(existsSync(path.join(repo.root, '.mcp.json'))).toBe(false);
    });

    it("keeps the submodules' git directories (.git/modules) read-only", async () => {
      // Flotilla's own `git submodule update` for a new worktree, outside the sandbox, reuses
      // .git/modules/<name>: a config planted there (core.worktree, a filter) would act there.
      const repo = await newRepo({});
      const bash = await leadBash(repo, 'plant-a-module-config', [
        'mkdir -p .git/modules/sub && printf "[core]\\n\\tworktree = /\\n" > .git/modules/sub/config && echo planted || echo refused',
      ]);
      expect(bash?.text).toContain('refused');
      expect(bash?.text).not.toContain('planted');
      expect(existsSync(path.join(repo.root, '.git', 'modules', 'sub', 'config'))).toBe(false);
    });

    it("keeps every file git reads as configuration read-only, a worktree's own included, and git still commits", async () => {
      // What an agent could plant for git to obey later, on the host (Flotilla's end-of-run
      // `git add`, the user's own `git status`): config.worktree files (read once
      // extensions.worktreeConfig is set, as `git sparse-checkout set` does), a commondir naming a
      // directory with a config of its own, info/attributes and info/exclude (a conflict merged
      // away, another agent's files never committed), another worktree's git directory.
      const repo = await newRepo({
        agents: { worker: agentFile('worker', { isolation: 'worktree' }) },
      });
      repo.run(['config', 'extensions.worktreeConfig', 'true']);
      const common = path.join(repo.root, '.git');
      const exclude = path.join(common, 'info', 'exclude');
      const attempt = (name: string, command: string) =>
        `{ ${command}; } 2>/dev/null && echo ${name}-planted || echo ${name}-refused`;
      const commonAttempts = [
        attempt(
          'common-config-worktree',
          'printf "[core]\\n\\tfsmonitor = true\\n" >> "$C/config.worktree"',
        ),
        attempt('common-commondir', 'echo /elsewhere > "$C/commondir"'),
        attempt('attributes', 'echo "* merge=union" >> "$C/info/attributes"'),
        attempt('exclude', 'echo "*.md" >> "$C/info/exclude"'),
        attempt('worktree-admin', 'mkdir "$C/worktrees/planted"'),
        attempt(
          'flotilla-records',
          'ls "$C/flotilla" >/dev/null && echo {} > "$C/flotilla/planted.json"',
        ),
      ];
      const locate =
        'G=$(git rev-parse --absolute-git-dir); C=$(git rev-parse --path-format=absolute --git-common-dir)';
      const commit = (name: string) =>
        `echo ${name} > ${name}.txt && git add ${name}.txt && git -c user.name=a -c user.email=a@example.com commit -qm ${name} && echo ${name}-committed`;
      const finished = await run({
        repo,
        config: { sandbox: 'on', permissionMode: 'bypassPermissions' },
        scenario: {
          name: 'plant-git-configuration',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                {
                  tool_use: [
                    {
                      name: 'Agent',
                      input: {
                        run_in_background: false,
                        description: 'Work',
                        prompt: 'Work.',
                        subagent_type: 'worker',
                      },
                    },
                  ],
                },
                {
                  tool_use: [
                    {
                      name: 'Bash',
                      input: { command: [locate, ...commonAttempts, commit('lead')].join('\n') },
                    },
                  ],
                },
                { text: 'Done.' },
              ],
            },
            {
              match: { agent: 'worker' },
              turns: [
                {
                  tool_use: [
                    {
                      name: 'Bash',
                      input: {
                        command: [
                          locate,
                          attempt('own-config-worktree', 'echo "[core]" >> "$G/config.worktree"'),
                          attempt('own-commondir', 'echo /elsewhere > "$G/commondir"'),
                          attempt('own-gitdir', 'echo /elsewhere > "$G/gitdir"'),
                          attempt('own-sparse', 'echo "/*" > "$G/info/sparse-checkout"'),
                          ...commonAttempts,
                          commit('worker'),
                        ].join('\n'),
                      },
                    },
                  ],
                },
                { text: 'Worked.' },
              ],
            },
          ],
        },
      });
      const [worker] = toolResults(requestMessages(finished.requestsOf('worker')[1]).at(-1));
      const [lead] = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[2]).at(-1));
      for (const name of [
        'own-config-worktree',
        'own-commondir',
        'own-gitdir',
        'own-sparse',
        'common-config-worktree',
        'common-commondir',
        'attributes',
        'exclude',
        'worktree-admin',
        'flotilla-records',
      ])
        expect(worker?.text).toContain(`${name}-refused`);
      expect(worker?.text).not.toContain('-planted');
      expect(worker?.text).toContain('worker-committed');
      expect(lead?.text).not.toContain('-planted');
      expect(lead?.text).toContain('attributes-refused');
      expect(lead?.text).toContain('lead-committed');
      // Nothing reached the host's git directory; what the agents committed did.
      expect(await readFile(path.join(common, 'config.worktree'), 'utf8')).toBe('');
      expect(await readFile(path.join(common, 'commondir'), 'utf8')).toBe('.\n');
      expect(existsSync(path.join(common, 'info', 'attributes'))).toBe(false);
      // (Flotilla itself adds its worktrees' directory there, on the host.)
      expect(await readFile(exclude, 'utf8')).not.toContain('*.md');
      expect(existsSync(path.join(common, 'worktrees', 'planted'))).toBe(false);
      expect(existsSync(path.join(common, 'flotilla', 'planted.json'))).toBe(false);
      expect(finished.resultsBranch).toBeDefined();
      expect(repo.run(['show', `${finished.resultsBranch}:worker.txt`])).toBe('worker');
      expect(repo.run(['show', 'HEAD:lead.txt'])).toBe('lead');
      expect(repo.run(['status', '--short'])).toBe('');
    });

    it("runs the lead's Bash where the Flotilla process, its secrets and the network are out of reach", async () => {
      process.env.FLOTILLA_RUN_CANARY = 'sk-ant-canary-0123456789abcdef';
      try {
        const finished = await run({
          config: { sandbox: 'on', permissionMode: 'bypassPermissions' },
          scenario: {
            name: 'sandboxed-bash',
            agents: [
              {
                match: { agent: 'flotilla-lead' },
                turns: [
                  {
                    tool_use: [
                      {
                        name: 'Bash',
                        input: {
                          command: [
                            `cat /proc/${process.pid}/environ || echo parent-hidden`,
                            'cat /proc/$PPID/environ | tr "\\0" "\\n" | grep -c CANARY || true',
                            'touch /usr/local/planted 2>/dev/null || echo read-only',
                            'touch made-here && echo wrote-tree',
                          ].join('; '),
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
        const [bash] = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1));
        expect(bash?.text).toContain('parent-hidden');
        expect(bash?.text).toContain('read-only');
        expect(bash?.text).toContain('wrote-tree');
        expect(bash?.text).not.toContain('sk-ant-canary');
      } finally {
        delete process.env.FLOTILLA_RUN_CANARY;
      }
    });
  },
);

describe.skipIf(!probe.available && process.env.FLOTILLA_REQUIRE_SANDBOX !== '1')(
  'agent memory with the sandbox on',
  () => {
    it("makes the agent's memory directory writable for its commands, and nothing else of the home", async () => {
      const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-sandbox-home-'));
      try {
        const memory = path.join(home, '.claude', 'agent-memory', 'keeper');
        const finished = await run({
          agents: {
            keeper:
              '---\nname: keeper\ndescription: Keeps notes.\nmemory: user\n---\nKeep notes.\n',
          },
          config: {
            sandbox: 'on',
            permissionMode: 'bypassPermissions',
            homeDir: home,
            leadAgent: 'keeper',
          },
          scenario: {
            name: 'sandboxed-memory',
            agents: [
              {
                match: { agent: 'keeper' },
                turns: [
                  {
                    tool_use: [
                      {
                        name: 'Bash',
                        input: {
                          command: [
                            `echo note > ${memory}/note.md && echo wrote-memory`,
                            `touch ${home}/planted 2>/dev/null; echo done`,
                          ].join('; '),
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
        const [bash] = toolResults(requestMessages(finished.requestsOf('keeper')[1]).at(-1));
        expect(bash?.text).toContain('wrote-memory');
        expect(await readFile(path.join(memory, 'note.md'), 'utf8')).toBe('note\n');
        // The rest of the home is out of reach (a /tmp home is the sandbox's private /tmp there).
        await expect(readFile(path.join(home, 'planted'), 'utf8')).rejects.toThrow(/ENOENT/);
      } finally {
        await rm(home, { recursive: true, force: true });
      }
    });
  },
);

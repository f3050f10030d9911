import { afterEach, describe, expect, it } from 'vitest';
import { probeSandbox } from '../../src/platform/sandbox.js';
import { cleanupRuns, requestMessages, run, toolResults } from './harness.js';

afterEach(cleanupRuns);

const probe = await probeSandbox();

describe.skipIf(!probe.available && process.env.FLOTILLA_REQUIRE_SANDBOX !== '1')(
  'a run with the sandbox on',
  () => {
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

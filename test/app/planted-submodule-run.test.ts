import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { probeSandbox } from '../../src/platform/sandbox.js';
import { cleanupRuns, run } from '../subagents/harness.js';

const probe = await probeSandbox(process.env.PATH ?? '');
const required = process.env.FLOTILLA_REQUIRE_SANDBOX === '1';
if (required && !probe.available) throw new Error(`The sandbox is required here: ${probe.reason}`);

afterEach(cleanupRuns);

describe.skipIf(!probe.available)('a submodule an agent plants inside the sandbox', () => {
  it("never runs its filter when Flotilla's own git looks at the tree after the run", async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'flotilla-planted-'));
    try {
      const marker = path.join(outside, 'filter-ran');
      const plant = [
        'set -e',
        'git init -q evil && cd evil',
        'echo a > f && printf "* filter=x\\n" > .gitattributes',
        'git add -A && git -c user.name=a -c user.email=b commit -qm x',
        `git config filter.x.clean 'sh -c "echo ran >> ${marker}; cat"'`,
        'touch -d 2000-01-01 f',
        'cd .. && git update-index --add --cacheinfo 160000,$(git -C evil rev-parse HEAD),evil',
        'echo planted',
      ].join('\n');
      const finished = await run({
        config: { sandbox: 'on', permissionMode: 'bypassPermissions' },
        scenario: {
          name: 'planted-submodule',
          agents: [
            {
              turns: [
                { tool_use: [{ name: 'Bash', input: { command: plant, description: 'plant' } }] },
                { text: 'Done.' },
              ],
            },
          ],
        },
      });
      expect(finished.result.conclusion).toBe('success');
      expect(JSON.stringify(finished.server.requests.at(-1)?.body)).toContain('planted');
      expect(existsSync(marker)).toBe(false);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

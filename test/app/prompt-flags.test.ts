import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/offline/index.js';
import { cleanupRuns, run } from '../subagents/harness.js';

/**
 * `--system-prompt` and `--append-system-prompt` in a whole run. As Claude Code 2.1.332 does in
 * `-p` mode: the first replaces the lead's own prompt, the second ends it after a blank line
 * (after the replacement when both are given); memory files stay in the first user message.
 */

afterEach(cleanupRuns);

/** The system blocks as the model reads them, one after the other. */
function systemText(request: RecordedRequest | undefined): string {
  const system = (request?.body as { system: { text: string }[] }).system;
  return system.map((block) => block.text).join('\n\n');
}

const scenario = { name: 'prompt-flags', agents: [{ turns: [{ text: 'ok' }] }] };

describe('prompt flags in a run', () => {
  it('replaces the lead prompt and appends to it; the environment facts stay', async () => {
    const finished = await run({
      scenario,
      files: { 'CLAUDE.md': 'PROJECT rules.\n' },
      config: { systemPrompt: 'CUSTOM-SYSTEM', appendSystemPrompt: 'APPENDED-TEXT\n' },
    });
    const system = systemText(finished.requestsOf('flotilla-lead')[0]);
    expect(system.startsWith('CUSTOM-SYSTEM\n\n# Environment')).toBe(true);
    expect(system.endsWith('\n\nAPPENDED-TEXT\n')).toBe(true);
    expect(system).not.toContain('You are the lead agent of Flotilla');
    const first = (
      finished.requestsOf('flotilla-lead')[0]?.body as {
        messages: { content: { text: string }[] }[];
      }
    ).messages[0];
    expect(first?.content[0]?.text).toContain('PROJECT rules.');
  });

  it('keeps the lead prompt and ends it with the appended text when only that is given', async () => {
    const finished = await run({ scenario, config: { appendSystemPrompt: 'APPENDED-TEXT' } });
    const system = systemText(finished.requestsOf('flotilla-lead')[0]);
    expect(system.startsWith('You are the lead agent of Flotilla')).toBe(true);
    expect(system.endsWith('\n\nAPPENDED-TEXT')).toBe(true);
  });
});

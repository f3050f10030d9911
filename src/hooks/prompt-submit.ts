import type { HookRunner } from './hook-types.js';

/**
 * UserPromptSubmit for a turn the run starts by itself (a background task's notification, a
 * teammate's message), as Claude Code 2.1.332 fires it in `-p` mode: once per text, with the
 * text as `prompt`. What the hooks add follows the texts; a text a hook blocks is not delivered
 * (`warn` says so), and no turn starts for it. Empty: every text was blocked.
 */
export async function submittedPrompts(
  texts: readonly string[],
  hooks: HookRunner | undefined,
  warn: (line: string) => void,
): Promise<string[]> {
  if (!hooks) return [...texts];
  const kept: string[] = [];
  const context: string[] = [];
  for (const text of texts) {
    const outcome = await hooks.fire('UserPromptSubmit', { prompt: text });
    const refusal = outcome.blocked ?? outcome.stop;
    if (refusal !== undefined) {
      warn(
        `A UserPromptSubmit hook blocked a message for the lead, which never sees it: ${refusal}`,
      );
      continue;
    }
    kept.push(text);
    context.push(...outcome.context);
  }
  return kept.length === 0 ? [] : [...kept, ...context];
}

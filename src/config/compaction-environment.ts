import { tokenAmount, type CompactionControls } from '../model/context-window.js';
import { isTruthy } from './provider-environment.js';

/** The smallest window Claude Code 2.1.332 compacts against (`--autocompact`, CLAUDE_CODE_AUTO_COMPACT_WINDOW). */
export const minimumCompactionWindow = 100_000;

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Claude Code's compaction variables, read as Claude Code 2.1.332 reads them from the process
 * environment and the settings' `env` (observed):
 * - DISABLE_AUTO_COMPACT or DISABLE_COMPACT, when true (1, true, yes, on), turn automatic
 *   compaction off: an agent whose conversation reaches its window stops, "Prompt is too long";
 * - DISABLE_COMPACT turns the `/compact` command off too: it sends nothing and says so;
 *   DISABLE_AUTO_COMPACT leaves it working;
 * - CLAUDE_AUTOCOMPACT_PCT_OVERRIDE, a percentage above 0 and at most 100, compacts once the
 *   conversation holds that share of the window less the answer's room (never later than the
 *   default point: src/model/context-window.ts);
 * - CLAUDE_CODE_AUTO_COMPACT_WINDOW, a number of tokens (`200000`, `200k`), is the window
 *   compaction counts against where the model's is larger; it wins over `--autocompact`
 *   (`flagWindow`), as in Claude Code. Below 100k it counts as 100k.
 * Claude Code ignores a value it cannot use; so does Flotilla, and says so in `problems`.
 */
export function compactionControlsOf(
  environment: Environment,
  flagWindow?: number,
): {
  controls: CompactionControls;
  problems: string[];
} {
  const problems: string[] = [];
  const manual = !isTruthy(environment.DISABLE_COMPACT);
  const auto = manual && !isTruthy(environment.DISABLE_AUTO_COMPACT);
  const window = compactionWindowOf(environment, problems) ?? flagWindow;
  const controls: CompactionControls = { auto, manual, ...(window ? { window } : {}) };
  const text = environment.CLAUDE_AUTOCOMPACT_PCT_OVERRIDE?.trim();
  if (!text) return { controls, problems };
  const percent = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || percent <= 0 || percent > 100) {
    problems.push(
      `CLAUDE_AUTOCOMPACT_PCT_OVERRIDE '${text}' is not a percentage above 0 and at most 100 (e.g. 50); it is ignored, as Claude Code ignores it, and conversations compact at the default point.`,
    );
    return { controls, problems };
  }
  return { controls: { ...controls, thresholdPercent: percent }, problems };
}

/** CLAUDE_CODE_AUTO_COMPACT_WINDOW as Claude Code 2.1.332 takes it (observed: its warnings). */
function compactionWindowOf(environment: Environment, problems: string[]): number | undefined {
  const text = environment.CLAUDE_CODE_AUTO_COMPACT_WINDOW?.trim();
  if (!text) return undefined;
  const expected = 'Set it to at least 100k tokens (e.g. 200k or 200000), or unset it.';
  const tokens = tokenAmount(text);
  if (tokens === undefined || tokens === 0) {
    problems.push(
      `CLAUDE_CODE_AUTO_COMPACT_WINDOW '${text}' is not a number of tokens; it is ignored, as Claude Code ignores it. ${expected}`,
    );
    return undefined;
  }
  if (tokens < minimumCompactionWindow) {
    problems.push(
      `CLAUDE_CODE_AUTO_COMPACT_WINDOW '${text}' is ${tokens} tokens, below the 100k minimum; conversations compact against 100k tokens, as Claude Code takes it. ${expected}`,
    );
    return minimumCompactionWindow;
  }
  return tokens;
}

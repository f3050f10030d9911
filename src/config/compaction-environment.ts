import type { CompactionControls } from '../model/context-window.js';
import { isTruthy } from './provider-environment.js';

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
 *   default point: src/model/context-window.ts).
 * Claude Code ignores a percentage it cannot use; so does Flotilla, and says so in `problems`.
 */
export function compactionControlsOf(environment: Environment): {
  controls: CompactionControls;
  problems: string[];
} {
  const problems: string[] = [];
  const manual = !isTruthy(environment.DISABLE_COMPACT);
  const auto = manual && !isTruthy(environment.DISABLE_AUTO_COMPACT);
  const text = environment.CLAUDE_AUTOCOMPACT_PCT_OVERRIDE?.trim();
  if (!text) return { controls: { auto, manual }, problems };
  const percent = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || percent <= 0 || percent > 100) {
    problems.push(
      `CLAUDE_AUTOCOMPACT_PCT_OVERRIDE '${text}' is not a percentage above 0 and at most 100 (e.g. 50); it is ignored, as Claude Code ignores it, and conversations compact at the default point.`,
    );
    return { controls: { auto, manual }, problems };
  }
  return { controls: { auto, manual, thresholdPercent: percent }, problems };
}

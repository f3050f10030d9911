/**
 * The texts of a compaction (our own wording; the placement follows Claude Code 2.1.332): the
 * request for a summary, appended to the conversation's last user message, and the user message
 * that replaces the older turns. The offline server recognises both by their first line.
 */

const summaryRequestHeading = 'Compaction: summarize the conversation so far.';
const continuationHeading =
  'This conversation was compacted: the earlier turns were replaced by the summary below';
/** Why the turns were replaced, after the heading: what started the compaction. */
const compactionReasons = {
  auto: ' because the context window was nearly full.',
  manual: ', as the /compact command asked.',
} as const;

export const summaryRequestText = `${summaryRequestHeading}

Answer with text only and do not call any tool: this turn has no room for tool results.

Write a summary that lets you continue the work without the earlier turns. Put your working notes
in <analysis> tags first if you need them, then the summary itself in <summary> tags, covering:

1. The task: every request and instruction you were given, with constraints quoted verbatim
   (files or operations to avoid, how secrets must be handled, what to report and how).
2. What you found: files read, code and facts that matter, with paths and exact names.
3. What you did: changes made, tools run and their outcomes, errors met and how they were handled.
4. Agents and tasks: what you started, delegated or were waiting for, with their ids and status.
5. Where you stopped: the last thing you were doing, and the next step the task still needs.`;

/** True for a user turn's text that asks for a compaction summary. */
export function isSummaryRequest(text: string): boolean {
  return text.includes(summaryRequestHeading);
}

/** True for the text of a user turn that opens a compacted conversation. */
export function isCompactionSummary(text: string): boolean {
  return text.startsWith(continuationHeading);
}

const transcriptPointer = 'the full transcript (JSON lines) is at ';

/**
 * The user message text that stands for the turns a compaction removed. `transcriptPath` is a
 * file the agent's Read may open (src/app/agent-toolbox.ts `readOnlyPaths`), as Claude Code
 * 2.1.332 points at a transcript its Read opens.
 */
export function continuationText(
  summary: string,
  transcriptPath?: string,
  trigger: keyof typeof compactionReasons = 'auto',
): string {
  return [
    `${continuationHeading}${compactionReasons[trigger]}`,
    '',
    '<summary>',
    summary,
    '</summary>',
    '',
    ...(transcriptPath
      ? [
          `For a detail from before the compaction that the summary leaves out (exact code, an error message, what you wrote), ${transcriptPointer}${transcriptPath} : open it with the Read tool.`,
        ]
      : []),
    'Go on with the task from where it stopped, without asking questions and without recapping.',
  ].join('\n');
}

/** The transcript a compaction summary's text points at, if it points at one. */
export function transcriptPathOf(text: string): string | undefined {
  if (!isCompactionSummary(text)) return undefined;
  const start = text.indexOf(transcriptPointer);
  if (start < 0) return undefined;
  const rest = text.slice(start + transcriptPointer.length);
  const end = rest.indexOf(' : open it with the Read tool.');
  return end > 0 ? rest.slice(0, end) : undefined;
}

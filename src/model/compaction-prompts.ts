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

/** The user message text that stands for the turns a compaction removed. */
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
      ? [`The conversation before the compaction is kept in full in ${transcriptPath}.`]
      : []),
    'Go on with the task from where it stopped, without asking questions and without recapping.',
  ].join('\n');
}

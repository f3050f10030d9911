/**
 * The runner reads a log line as a workflow command when, leading white space trimmed, it starts
 * with `::` (`::stop-commands::`, `::add-mask::`, `::error::`…) or with the legacy `##[`. Lines
 * end at CR, LF or CRLF for it.
 */
const commandStart = /(^|[\r\n])([^\S\r\n]*)(::|##\[)/g;

/**
 * Text for the Action's log with no line able to start a workflow command: a backslash goes
 * before a leading `::` or `##[` (`\::notice::…`), which the runner then prints as it is. Every
 * line Flotilla writes to the log with `core.info` passes here: model output, tool summaries,
 * hook output and error text may hold any line an attacker chose. Idempotent.
 */
export function neutralizeWorkflowCommands(text: string): string {
  return text.replace(commandStart, '$1$2\\$3');
}

/**
 * neutralizeWorkflowCommands for a stream written in pieces: a piece starts a line only when the
 * one before ended one. (Pieces are whole lines or more here: progress lines, reports.)
 */
export function workflowCommandGuard(): (piece: string) => string {
  let atLineStart = true;
  return (piece) => {
    if (piece === '') return piece;
    // A piece that goes on a line is guarded as a line start behind a marker, then unmarked.
    const safe = atLineStart
      ? neutralizeWorkflowCommands(piece)
      : neutralizeWorkflowCommands(`x${piece}`).slice(1);
    atLineStart = /[\r\n]$/.test(piece);
    return safe;
  };
}

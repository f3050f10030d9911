/**
 * Typographic quotes in Edit's matching. Models write straight quotes for text that holds
 * ‘ ’ “ ”, so, as Claude Code 2.1.332 does, an old_string found nowhere as written is looked for
 * again with those four quotes read as straight ones, and the replacement takes the quote style
 * of the text it replaces. Other quote marks („ « ‛ ′) are left alone, as Claude Code leaves them.
 */

const straightForms: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
};

/** `text` with ‘ ’ “ ” as ' and ": the same length, so positions carry over. */
export function withStraightQuotes(text: string): string {
  return text.replace(/[‘’“”]/g, (quote) => straightForms[quote] ?? quote);
}

/** Whether the text holds a quote, straight or curly: without one, reading quotes as straight finds nothing new. */
export function hasQuotes(text: string): boolean {
  return /['"‘’“”]/.test(text);
}

/**
 * `replacement` with its straight quotes curled as the file's `matched` text has them: double
 * quotes when `matched` holds “ or ”, single quotes when it holds ‘ or ’. A quote opens (“ ‘) at
 * the start or after whitespace, an opening bracket or a dash, and closes (” ’) elsewhere, so an
 * apostrophe inside a word becomes ’. Claude Code 2.1.332 curls by this rule, and only the kind
 * of quote the matched text curls: straight quotes in the file stay straight.
 */
export function inQuoteStyleOf(matched: string, replacement: string): string {
  const curlDouble = /[“”]/.test(matched);
  const curlSingle = /[‘’]/.test(matched);
  if (!curlDouble && !curlSingle) return replacement;
  let curled = '';
  for (let index = 0; index < replacement.length; index++) {
    const character = replacement.charAt(index);
    const opens = index === 0 || opensQuoteAfter.test(replacement.charAt(index - 1));
    if (character === '"' && curlDouble) curled += opens ? '“' : '”';
    else if (character === "'" && curlSingle) curled += opens ? '‘' : '’';
    else curled += character;
  }
  return curled;
}

/** What an opening quote follows (observed in Claude Code 2.1.332: not `<`, `-`, `=`, no-break space). */
const opensQuoteAfter = /^[ \t\n\r([{\u2013\u2014]$/;

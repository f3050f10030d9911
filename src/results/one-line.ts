/** Text on one line (every run of white space one space), cut to `maxLength` with an ellipsis. */
export function oneLine(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 3)}...` : line;
}

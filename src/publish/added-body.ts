import type { Finding } from '../results/finding.js';
import { MAX_BODY_LENGTH, truncate } from './markdown.js';
import { MAX_LISTED_KEYS, findingKeysLine, listedKey, shownPart } from './markers.js';
import { fitFindings, moreFindingsNote } from './review-body.js';

/**
 * The body a run that did not finish leaves on a review or audit issue that lacked some of its
 * findings: this run's header, the findings it adds, the findings earlier such runs added, and
 * the original body ("Before this run") once. An earlier added body is flattened, not nested:
 * its original part is reused and its added findings are carried forward, so the body grows with
 * the findings, not with the number of runs. Hidden lines mark the parts (finding text is
 * neutralised, so it cannot forge them).
 */

const addedMark = '<!-- flotilla:added -->';
const beforeMark = '<!-- flotilla:before -->';
const originalMark = '<!-- flotilla:original -->';
const carriedHeading = '#### Added by earlier runs that did not finish';

/**
 * What an earlier body shows, in the parts an added body keeps: `original`, what the last run
 * that was not an unfinished re-run wrote, and `carried`, the findings unfinished runs added
 * since (their entries, without headings or "…and N more" notes: those findings were never
 * listed, so a run that finds them again adds them).
 */
export function splitEarlierBody(body: string): { original: string; carried: string } {
  const shown = shownPart(body);
  const lines = shown.split('\n');
  const before = lines.indexOf(beforeMark);
  const start = lines.indexOf(originalMark, before);
  if (before === -1 || start === -1) return { original: shown, carried: '' };
  const carried = lines
    .slice(0, before)
    .reduce<{ inside: boolean; kept: string[] }>(
      ({ inside, kept }, line) => {
        if (line === addedMark) return { inside: true, kept };
        if (line.startsWith('#### ')) return { inside: false, kept };
        if (inside && !line.startsWith('…and ')) kept.push(line);
        return { inside, kept };
      },
      { inside: false, kept: [] },
    )
    .kept.join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return {
    original: lines
      .slice(start + 1)
      .join('\n')
      .trim(),
    carried,
  };
}

export interface AddedBodyInput {
  /** The body's first line. */
  marker: string;
  /** What follows the keys line: this run's heading, summary and notes. */
  header: string;
  /** The findings of the run the earlier body did not list. */
  added: readonly Finding[];
  /** The listed keys of the earlier body. */
  earlierKeys: ReadonlySet<string>;
  earlierBody: string;
  /** Said above the earlier body's original part. */
  beforeNote?: string;
  pointer: string;
}

/**
 * The added body, at most MAX_BODY_LENGTH characters, and how many of `added` it lists. The
 * earlier parts are kept whole and the added findings fit the room left (the rest counted as
 * "…and N more"); its keys line names the earlier keys and those of the added findings listed.
 * Only when the earlier parts do not fit beside this run's header are they cut: then no earlier
 * key is named (the body cannot tell which are still shown), so a later run that finds one of
 * them again lists it again rather than leaving it hidden.
 */
export function renderAddedBody(input: AddedBodyInput): { body: string; listed: number } {
  const { original, carried } = splitEarlierBody(input.earlierBody);
  const earlierKeys = [...input.earlierKeys].slice(0, MAX_LISTED_KEYS);
  const candidates = input.added.slice(0, MAX_LISTED_KEYS - earlierKeys.length);
  const heading = `\n\n#### Added by this run (${input.added.length})\n\n${addedMark}\n\n`;
  const earlier =
    (carried ? `\n\n${carriedHeading}\n\n${addedMark}\n\n${carried}` : '') +
    `\n\n${beforeMark}\n\n---\n\n#### Before this run\n\n${input.beforeNote ? `${input.beforeNote}\n\n` : ''}${originalMark}\n\n${original}`;
  const reserve = 200 + input.pointer.length;
  const upperKeys = findingKeysLine([...earlierKeys, ...candidates.map(listedKey)]);
  const lead = `${input.marker}\n${upperKeys}\n${input.header}${heading}`;
  const room = MAX_BODY_LENGTH - lead.length - earlier.length - reserve;
  const fits = room >= 0;
  // Whole earlier parts when they fit; otherwise half the room left for each.
  const addedRoom = fits ? room : Math.floor((MAX_BODY_LENGTH - lead.length - reserve) / 2);
  const { text, overflow } = fitFindings(candidates, Math.max(0, addedRoom));
  const listed = candidates.slice(0, candidates.length - overflow.length);
  const unlisted = input.added.length - listed.length;
  const more = unlisted ? `${text ? '\n\n' : ''}${moreFindingsNote(unlisted, input.pointer)}` : '';
  const keys = findingKeysLine([...(fits ? earlierKeys : []), ...listed.map(listedKey)]);
  const head = `${input.marker}\n${keys}\n${input.header}${heading}${text}${more}`;
  const tail = fits
    ? earlier
    : truncate(
        earlier,
        MAX_BODY_LENGTH - head.length,
        `\n\n… (truncated to make room for the findings above; see ${input.pointer})`,
      );
  return { body: head + tail, listed: listed.length };
}

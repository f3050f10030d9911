import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { errorMessage, UserError } from '../errors.js';
import { writeFileAtomically } from '../platform/atomic-write.js';
import { formatPath } from './scenario.js';
import type { WireMessage } from './wire-format.js';

/**
 * A cassette holds the answers of a recorded session, keyed the way the replay server finds them
 * again: agent, turn index, conversation and last-message hashes. It never holds credentials:
 * request headers are not stored at all. Format: docs/offline.md.
 */

const messageSchema = z.looseObject({
  id: z.string(),
  type: z.literal('message'),
  role: z.literal('assistant'),
  model: z.string(),
  content: z.array(z.looseObject({ type: z.string() })),
  stop_reason: z.string().nullable(),
  usage: z.looseObject({ input_tokens: z.number(), output_tokens: z.number() }),
});

const interactionSchema = z.object({
  agent: z.string(),
  turn: z.number().int().min(0),
  conversation: z.string(),
  last_message_hash: z.string(),
  /** The start of the last message, for people reading the file. */
  last_message_preview: z.string().optional(),
  model: z.string(),
  recorded_at: z.string(),
  response: messageSchema,
});

export const cassetteSchema = z.object({
  version: z.literal(1),
  /** Where it was recorded (origin only; never credentials). */
  target: z.string().optional(),
  interactions: z.array(interactionSchema),
});

export type Cassette = z.output<typeof cassetteSchema>;
export type CassetteInteraction = z.output<typeof interactionSchema>;

export function emptyCassette(target?: string): Cassette {
  return target === undefined
    ? { version: 1, interactions: [] }
    : { version: 1, target, interactions: [] };
}

export async function loadCassette(file: string): Promise<Cassette> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new UserError(
      `Cannot read cassette ${file}: ${errorMessage(error)}`,
      'A cassette is the JSON file written by a recording (flotilla run --record FILE).',
    );
  }
  const result = cassetteSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${formatPath(issue.path)}: ${issue.message}`,
  );
  throw new UserError(
    `Cassette ${file} is invalid:\n${problems.join('\n')}`,
    'See docs/offline.md for the format.',
  );
}

/**
 * Writes the whole cassette atomically (temp file, then rename), so a crash leaves the old one.
 * A new cassette is readable by its owner only, as transcripts and sessions are: it holds what the
 * run's tools read (redacted, but still the code's content) until someone decides to share it.
 */
export async function saveCassette(file: string, cassette: Cassette): Promise<void> {
  await writeFileAtomically(file, `${JSON.stringify(cassette, null, 2)}\n`, { mode: 0o600 });
}

/** The recorded message as the API sent it (fields the schema did not check are kept as they were). */
export function recordedMessage(interaction: CassetteInteraction): WireMessage {
  return interaction.response as unknown as WireMessage;
}

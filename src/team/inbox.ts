import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { noFollowFlags, openConfined } from '../platform/atomic-write.js';
import { z } from 'zod';
import type { LockedStore } from './locked-store.js';
import { assertTeamName } from './team-config.js';

/**
 * `teams/<team>/inboxes/<name>.json`: the messages sent to one member, in Claude Code's format
 * (an array of `{from, text, timestamp, read, summary?, color?}`). Sending appends under the
 * file's lock; draining takes the unread messages and marks them read in the same locked step,
 * so no message is delivered twice or lost, whatever runs at the same time.
 *
 * Unlike Claude Code, read messages do not pile up in the inbox forever: beyond the newest
 * `keepRead` (default 100), they move to `<name>.history.jsonl` (append-only), which keeps every
 * send and drain cheap under load. A crash between the history append and the inbox rewrite can
 * repeat a line in the history; it never repeats a delivery.
 */

export const inboxMessageSchema = z.looseObject({
  from: z.string(),
  /** Plain text, or a structured message as a JSON string (see structured-message.ts). */
  text: z.string(),
  /** ISO 8601 */
  timestamp: z.string(),
  read: z.boolean(),
  summary: z.string().optional(),
  color: z.string().optional(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

const inboxSchema = z.array(inboxMessageSchema);

export interface OutgoingMessage {
  from: string;
  text: string;
  summary?: string;
  color?: string;
}

export interface Inboxes {
  /** Appends a message (unread) to `to`'s inbox. */
  send(to: string, message: OutgoingMessage): Promise<InboxMessage>;
  /** The unread messages, marked read in the same locked step; oldest first. */
  takeUnread(name: string): Promise<InboxMessage[]>;
  /** The unread messages without marking them. */
  peekUnread(name: string): Promise<InboxMessage[]>;
  /**
   * What reached `name` since `since` (ms): the messages it has not read, and those sent at or
   * after that time, read or not; oldest first.
   */
  reachedSince(name: string, since: number): Promise<InboxMessage[]>;
  /** Everything ever delivered to `name`: the history, then the inbox. */
  all(name: string): Promise<InboxMessage[]>;
}

export interface InboxOptions {
  /** Read messages kept in the inbox file itself. Default 100. */
  keepRead?: number;
  now?: () => Date;
}

export function inboxPath(team: string, name: string): string {
  return `teams/${team}/inboxes/${name}.json`;
}

export function createInboxes(
  store: LockedStore,
  team: string,
  options: InboxOptions = {},
): Inboxes {
  assertTeamName('team', team);
  const keepRead = options.keepRead ?? 100;
  const now = options.now ?? (() => new Date());
  const fileOf = (name: string): string => {
    assertTeamName('member', name);
    return inboxPath(team, name);
  };
  const historyFile = (name: string): string =>
    path.join(store.root, `teams/${team}/inboxes/${name}.history.jsonl`);
  const empty = (): InboxMessage[] => [];

  return {
    async send(to, message) {
      const entry: InboxMessage = {
        from: message.from,
        text: message.text,
        timestamp: now().toISOString(),
        read: false,
        ...(message.summary !== undefined ? { summary: message.summary } : {}),
        ...(message.color !== undefined ? { color: message.color } : {}),
      };
      await store.update(fileOf(to), inboxSchema, empty, (current) => [...current, entry]);
      return entry;
    },

    async takeUnread(name) {
      // Polling an empty inbox takes no lock: a message sent after this look is taken next time.
      const peek = (await store.read(fileOf(name), inboxSchema)) ?? [];
      if (!peek.some((message) => !message.read)) return [];
      let taken: InboxMessage[] = [];
      await store.update(fileOf(name), inboxSchema, empty, async (current) => {
        taken = current.filter((message) => !message.read);
        if (taken.length === 0) return undefined;
        const marked = current.map((message) =>
          message.read ? message : { ...message, read: true },
        );
        const readCount = marked.length - marked.filter((message) => !message.read).length;
        const excess = readCount - keepRead;
        if (excess <= 0) return marked;
        // Move the oldest read messages out (all of marked is read now: the unread were just taken).
        const moved = marked.slice(0, excess);
        const file = historyFile(name);
        const history = await openConfined(file, noFollowFlags.append, { confinedTo: store.root });
        try {
          await history.appendFile(moved.map((message) => `${JSON.stringify(message)}\n`).join(''));
        } finally {
          await history.close();
        }
        return marked.slice(excess);
      });
      return taken.map((message) => ({ ...message, read: true }));
    },

    async peekUnread(name) {
      const current = (await store.read(fileOf(name), inboxSchema)) ?? [];
      return current.filter((message) => !message.read);
    },

    async reachedSince(name, since) {
      // A message sent since then is newer than every message moved to the history.
      const current = (await store.read(fileOf(name), inboxSchema)) ?? [];
      return current.filter((message) => !message.read || Date.parse(message.timestamp) >= since);
    },

    async all(name) {
      const current = (await store.read(fileOf(name), inboxSchema)) ?? [];
      let history: InboxMessage[] = [];
      try {
        const text = await readFile(historyFile(name), 'utf8');
        // A line cut short by a crash mid-append is skipped; the inbox still has that message.
        history = text.split('\n').flatMap((line) => {
          try {
            const parsed = inboxMessageSchema.safeParse(JSON.parse(line));
            return parsed.success ? [parsed.data] : [];
          } catch {
            return [];
          }
        });
      } catch (error) {
        if (!(
          typeof error === 'object' &&
          error !== null &&
          'code' in error &&
          error.code === 'ENOENT'
        )) {
          throw error;
        }
      }
      return [...history, ...current];
    },
  };
}

import path from 'node:path';
import { transcriptPathOf } from '../model/compaction-prompts.js';
import {
  contentBlocks,
  type ContentBlockParam,
  type MessageParam,
  type ToolResultBlockParam,
} from '../model/types.js';
import { lostBackgroundTaskNotices } from './lost-background-tasks.js';
import { sessionFile, type Session } from './session-store.js';

/**
 * What a call of the earlier run gets as its result when none was recorded: the run ended (killed,
 * or stopped by a limit) while it ran, so it may well have taken effect.
 */
export const unrecordedResultText =
  'The previous session ended before the result of this call was recorded, so whether it took effect is unknown. Check its effect (the files, the state it would change) before relying on it or running it again.';

/**
 * The lead's conversation for a resumed run: the earlier conversation, then the new prompt as
 * the next user turn. A conversation cut off mid-round (the run was killed while tools ran) keeps
 * its last assistant turn, as Claude Code does: its calls may have taken effect, so the lead is
 * told each one's outcome is unknown (an `is_error` result for every call without a recorded
 * one; the Messages API wants a result for every tool_use). Background tasks the earlier run
 * launched and never heard the end of get a notice that they stopped with it. A conversation
 * that ends with a user turn gets all that added to that turn (two user turns in a row would be
 * merged by the API anyway).
 */
export function restoredConversation(
  previous: readonly MessageParam[],
  prompt: MessageParam,
): MessageParam[] {
  const messages = withEveryCallAnswered(previous);
  const notices = lostBackgroundTaskNotices(messages).map((text): ContentBlockParam => ({
    type: 'text',
    text,
  }));
  const added = [...notices, ...contentBlocks(prompt)];
  const end = messages.at(-1);
  if (end?.role === 'user') {
    messages[messages.length - 1] = { role: 'user', content: [...contentBlocks(end), ...added] };
    return messages;
  }
  return [...messages, notices.length === 0 ? prompt : { role: 'user', content: added }];
}

/**
 * The conversation with an `is_error` result for each tool call that has none: results recorded
 * stay as they were, the missing ones are added after them.
 */
export function withEveryCallAnswered(previous: readonly MessageParam[]): MessageParam[] {
  const messages: MessageParam[] = [];
  for (let index = 0; index < previous.length; index += 1) {
    const message = previous[index]!;
    messages.push(message);
    const calls = toolUseIds(message);
    if (message.role !== 'assistant' || calls.length === 0) continue;
    const next = previous[index + 1];
    const answer = next?.role === 'user' ? next : undefined;
    const answered = new Set(
      (answer ? contentBlocks(answer) : [])
        .filter((block): block is ToolResultBlockParam => block.type === 'tool_result')
        .map((block) => block.tool_use_id),
    );
    const missing = calls
      .filter((id) => !answered.has(id))
      .map((id): ToolResultBlockParam => ({
        type: 'tool_result',
        tool_use_id: id,
        content: unrecordedResultText,
        is_error: true,
      }));
    if (missing.length === 0) continue;
    if (!answer) {
      messages.push({ role: 'user', content: missing });
      continue;
    }
    // Tool results open a user turn: the missing ones go after the recorded ones, before the rest.
    const blocks = contentBlocks(answer);
    const results = blocks.filter((block) => block.type === 'tool_result');
    const rest = blocks.filter((block) => block.type !== 'tool_result');
    messages.push({ role: 'user', content: [...results, ...missing, ...rest] });
    index += 1;
  }
  return messages;
}

function toolUseIds(message: MessageParam): string[] {
  return contentBlocks(message).flatMap((block) => (block.type === 'tool_use' ? [block.id] : []));
}

/** Whether one of the conversation's text blocks is exactly `text` (a listing shown before). */
export function hasTextBlock(messages: readonly MessageParam[], text: string): boolean {
  return messages.some((message) =>
    contentBlocks(message).some((block) => block.type === 'text' && block.text === text),
  );
}

/**
 * The session files whose whole conversation a resumed lead may Read: the one it goes on from,
 * and those its compaction summaries point to (earlier runs of the same conversation), as long
 * as they are in the sessions directory. The summary's pointer thus still holds after
 * `--continue`, and no other run's session is opened.
 */
export function resumedTranscripts(session: Session, sessionsDirectory: string): string[] {
  const pointed = session.messages
    .filter((message) => message.role === 'user')
    .flatMap((message) => contentBlocks(message))
    .flatMap((block) => (block.type === 'text' ? [transcriptPathOf(block.text)] : []))
    .filter(
      (file): file is string =>
        file !== undefined &&
        path.dirname(file) === path.resolve(sessionsDirectory) &&
        file.endsWith('.jsonl'),
    );
  return [...new Set([sessionFile(sessionsDirectory, session.sessionId), ...pointed])];
}

/**
 * The directories where the runs of a resumed conversation saved tool output it points to (a
 * large MCP result's `<persisted-output>` file, an MCP blob): its session's run's, and each
 * earlier run's whose directory one of its tool results names (a `--continue` of a `--continue`).
 * `directoryOf` gives a run's directory; a named one counts only if it is exactly that of its
 * id, so no other directory is opened. Claude Code 2.1.332's Read opens them after `--continue`.
 * A place without run ids (the Action's, in its run's state directory) gives none.
 */
export function resumedToolResults(
  session: Session,
  directoryOf: (sessionId: string) => string,
): string[] {
  const own = directoryOf(session.sessionId);
  const at = own.lastIndexOf(session.sessionId);
  if (at < 0) return [];
  const before = own.slice(0, at);
  const after = own.slice(at + session.sessionId.length);
  const ids = new Set([session.sessionId]);
  // An earlier run's directory is the session's with another id in its place.
  for (const text of toolResultTexts(session.messages)) {
    for (const piece of text.split(before).slice(1)) {
      const id = piece.slice(0, Math.max(0, piece.indexOf(path.sep)));
      if (
        id &&
        piece.startsWith(`${id}${after}${path.sep}`) &&
        directoryOf(id) === before + id + after
      ) {
        ids.add(id);
      }
    }
  }
  return [...ids].map(directoryOf);
}

function toolResultTexts(messages: readonly MessageParam[]): string[] {
  return messages
    .filter((message) => message.role === 'user')
    .flatMap((message) => contentBlocks(message))
    .flatMap((block) => {
      if (block.type !== 'tool_result') return [];
      if (typeof block.content === 'string') return [block.content];
      return (block.content ?? []).flatMap((part) => (part.type === 'text' ? [part.text] : []));
    });
}

import { contentBlocks, type MessageParam } from '../model/types.js';

/**
 * The lead's conversation for a resumed run: the earlier conversation, then the new prompt as
 * the next user turn. A conversation cut off mid-round (a limit stopped the lead while tools
 * ran) ends with tool calls that never got results; that turn is dropped, since the Messages API
 * refuses a tool_use without its tool_result. A conversation that ends with a user turn gets the
 * prompt added to that turn (two user turns in a row would be merged by the API anyway).
 */
export function restoredConversation(
  previous: readonly MessageParam[],
  prompt: MessageParam,
): MessageParam[] {
  const messages = [...previous];
  const last = messages.at(-1);
  if (last?.role === 'assistant' && hasToolUse(last)) messages.pop();
  const end = messages.at(-1);
  if (end?.role === 'user') {
    messages[messages.length - 1] = {
      role: 'user',
      content: [...contentBlocks(end), ...contentBlocks(prompt)],
    };
    return messages;
  }
  return [...messages, prompt];
}

function hasToolUse(message: MessageParam): boolean {
  return typeof message.content !== 'string' && message.content.some((b) => b.type === 'tool_use');
}

import type Anthropic from '@anthropic-ai/sdk';

/**
 * Builds the final Message from the raw events of a streamed response. Written here rather than
 * taken from the SDK's MessageStream because we need two things it does not give: tool inputs
 * parsed strictly (its partial parser turns a truncated input into a plausible-looking object),
 * and a way to tell a complete message (`message_stop` seen) from one whose stream just ended.
 * A complete message may still hold a tool input that is not JSON (the answer hit `max_tokens`
 * mid-call): that call gets an empty input and its raw text is kept, for the loop to tell the
 * model; only a stream that ended early is an error (and retried).
 */
export class IncompleteMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IncompleteMessageError';
  }
}

type RawEvent = Anthropic.RawMessageStreamEvent;
type Message = Anthropic.Message;
type ContentBlock = Anthropic.ContentBlock;

export class MessageAssembler {
  private message: Message | undefined;
  private readonly inputJson = new Map<number, string>();
  /** tool_use id → the input text the API sent that does not parse as JSON. */
  private readonly unparsed = new Map<string, string>();
  private stopped = false;

  /** Applies one event; returns the text it adds, if it is a text delta. */
  add(event: RawEvent): string | undefined {
    if (event.type === 'message_start') {
      if (this.message)
        throw new IncompleteMessageError('A second message_start arrived mid-message.');
      this.message = {
        ...event.message,
        content: [...event.message.content],
        usage: { ...event.message.usage },
      };
      return undefined;
    }
    const message = this.message;
    if (!message)
      throw new IncompleteMessageError(`The stream sent ${event.type} before message_start.`);
    switch (event.type) {
      case 'content_block_start': {
        message.content[event.index] = { ...event.content_block };
        if (
          event.content_block.type === 'tool_use' ||
          event.content_block.type === 'server_tool_use'
        ) {
          this.inputJson.set(event.index, '');
        }
        return undefined;
      }
      case 'content_block_delta':
        return this.applyDelta(message, event.index, event.delta);
      case 'content_block_stop': {
        const json = this.inputJson.get(event.index);
        if (json !== undefined) this.closeToolInput(message, event.index, json);
        return undefined;
      }
      case 'message_delta': {
        message.stop_reason = event.delta.stop_reason;
        message.stop_sequence = event.delta.stop_sequence;
        if (event.delta.stop_details !== undefined) message.stop_details = event.delta.stop_details;
        const usage = event.usage;
        message.usage.output_tokens = usage.output_tokens;
        // The other counters are whole-message totals, sent only when they apply.
        if (usage.input_tokens != null) message.usage.input_tokens = usage.input_tokens;
        if (usage.cache_creation_input_tokens != null)
          message.usage.cache_creation_input_tokens = usage.cache_creation_input_tokens;
        if (usage.cache_read_input_tokens != null)
          message.usage.cache_read_input_tokens = usage.cache_read_input_tokens;
        if (usage.server_tool_use != null) message.usage.server_tool_use = usage.server_tool_use;
        return undefined;
      }
      case 'message_stop':
        this.stopped = true;
        return undefined;
    }
  }

  get complete(): boolean {
    return this.stopped;
  }

  /** The tool calls of the finished message whose input is not JSON: id → the text sent. */
  get unparsedToolInputs(): ReadonlyMap<string, string> {
    return this.unparsed;
  }

  /** The assembled message; throws IncompleteMessageError when the stream ended early. */
  finish(): Message {
    if (!this.message)
      throw new IncompleteMessageError('The stream ended before any message arrived.');
    if (!this.stopped) throw new IncompleteMessageError('The stream ended before message_stop.');
    // The message ended (max_tokens) with a tool call still open: its input is what arrived.
    for (const [index, json] of this.inputJson) this.closeToolInput(this.message, index, json);
    const holes = this.message.content.some(
      (block: ContentBlock | undefined) => block === undefined,
    );
    if (holes) throw new IncompleteMessageError('The stream skipped a content block index.');
    return this.message;
  }

  private closeToolInput(message: Message, index: number, json: string): void {
    this.inputJson.delete(index);
    const block = message.content[index];
    if (!block || (block.type !== 'tool_use' && block.type !== 'server_tool_use')) return;
    const input = parseToolInput(json);
    if (input === undefined) this.unparsed.set(block.id, json);
    message.content[index] = { ...block, input: input ?? {} };
  }

  private applyDelta(
    message: Message,
    index: number,
    delta: Anthropic.RawContentBlockDelta,
  ): string | undefined {
    const block = message.content[index];
    if (!block)
      throw new IncompleteMessageError(
        `A delta arrived for content block ${index}, which never started.`,
      );
    switch (delta.type) {
      case 'text_delta':
        if (block.type === 'text')
          message.content[index] = { ...block, text: block.text + delta.text };
        return delta.text;
      case 'input_json_delta': {
        const json = this.inputJson.get(index);
        if (json !== undefined) this.inputJson.set(index, json + delta.partial_json);
        return undefined;
      }
      case 'thinking_delta':
        if (block.type === 'thinking')
          message.content[index] = { ...block, thinking: block.thinking + delta.thinking };
        return undefined;
      case 'signature_delta':
        if (block.type === 'thinking')
          message.content[index] = { ...block, signature: delta.signature };
        return undefined;
      case 'citations_delta':
        if (block.type === 'text')
          message.content[index] = {
            ...block,
            citations: [...(block.citations ?? []), delta.citation],
          };
        return undefined;
    }
  }
}

/** The parsed input; undefined when it is not JSON (never a guess at what was meant). */
function parseToolInput(json: string): unknown {
  if (json.trim() === '') return {};
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

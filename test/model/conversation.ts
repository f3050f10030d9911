import type { ModelClient, ModelRequest, ModelResponse } from '../../src/model/model-client.js';
import type { MessageParam, ToolResultBlockParam } from '../../src/model/types.js';

export function modelRequest(overrides: Partial<ModelRequest> = {}): ModelRequest {
  return {
    model: 'claude-sonnet-5',
    system: [{ type: 'text', text: 'You review code.' }],
    messages: [{ role: 'user', content: 'Review the repository.' }],
    tools: [
      {
        name: 'Grep',
        description: 'Search files',
        input_schema: { type: 'object', properties: { pattern: { type: 'string' } } },
      },
    ],
    maxTokens: 1024,
    agentName: 'reviewer',
    ...overrides,
  };
}

/**
 * Drives a conversation the way the agent loop does: each tool_use is answered with a
 * tool_result whose text `toolResult` gives, until a turn without tool_use.
 */
export async function runConversation(
  client: ModelClient,
  options: {
    agentName: string;
    prompt: string;
    maxTurns?: number;
    system?: ModelRequest['system'];
    toolResult?: (name: string, input: unknown, turn: number) => string;
  },
): Promise<ModelResponse[]> {
  const messages: MessageParam[] = [{ role: 'user', content: options.prompt }];
  const responses: ModelResponse[] = [];
  for (let turn = 0; turn < (options.maxTurns ?? 20); turn += 1) {
    const response = await client.createMessage(
      modelRequest({
        agentName: options.agentName,
        messages: [...messages],
        ...(options.system ? { system: options.system } : {}),
      }),
    );
    responses.push(response);
    const toolUses = response.content.filter((block) => block.type === 'tool_use');
    if (toolUses.length === 0) return responses;
    messages.push({ role: 'assistant', content: response.content });
    const results = toolUses.map((block): ToolResultBlockParam => ({
      type: 'tool_result',
      tool_use_id: block.id,
      content: options.toolResult?.(block.name, block.input, turn) ?? `${block.name} done`,
    }));
    messages.push({ role: 'user', content: results });
  }
  throw new Error(`conversation of ${options.agentName} did not end`);
}

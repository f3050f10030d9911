import { z } from 'zod';
import { ToolError, errorMessage } from '../errors.js';
import type { ContentBlockParam } from '../model/types.js';
import { defineTool, type AnyTool, type ToolOutput } from '../tools/define-tool.js';
import type { McpConnection, McpToolDescription } from './mcp-connection.js';
import { saveResourceBlob } from './resource-files.js';
import { normalizedServerName, type McpServerScope } from './server-config.js';

/**
 * `mcp__<server>__<tool>`, the name permission rules and hook matchers see (and, for a prompt,
 * the command `/mcp__<server>__<prompt>`).
 */
export function mcpToolName(server: string, tool: string): string {
  return `mcp__${normalizedServerName(server)}__${normalizedServerName(tool)}`;
}

const anyObject = z.record(z.string(), z.unknown());
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * The tools of the servers, each passing its input through to its server unchanged, and each
 * name once: the API refuses a request whose tools share a name, and `a.b` and `a_b` (or servers
 * `x.y` and `x_y`) become one name. Like Claude Code 2.1.332 the tool its server lists first is
 * kept; across servers, the server configured first (Claude Code keeps whichever connected first).
 * `leftOut` hears of each tool left out and why.
 */
export function mcpServerTools(
  connections: readonly McpConnection[],
  leftOut: (line: string) => void,
): AnyTool[] {
  const kept = new Map<string, { server: string; tool: string }>();
  const tools: AnyTool[] = [];
  for (const connection of connections) {
    for (const tool of connection.tools) {
      const name = mcpToolName(connection.name, tool.name);
      const first = kept.get(name);
      if (first) {
        leftOut(
          `MCP tool '${tool.name}' of server '${connection.name}' is left out: its name ${name} is already that of tool '${first.tool}' of server '${first.server}', and tool names must be unique in a request. Rename one of them (or the server) to use both.`,
        );
        continue;
      }
      kept.set(name, { server: connection.name, tool: tool.name });
      tools.push(mcpServerTool(connection, tool, name));
    }
  }
  return tools;
}

/**
 * `mcp_server.source` as Claude Code 2.1.332 names a server's scope (observed: `project`, `local`,
 * `user`, and `dynamic` for --mcp-config; `agent` and, for a plugin's, `dynamic` from its list of
 * scopes).
 */
const hookSources: Readonly<Record<McpServerScope, string>> = {
  plugin: 'dynamic',
  user: 'user',
  local: 'local',
  project: 'project',
  flag: 'dynamic',
  agent: 'agent',
};

function mcpServerTool(connection: McpConnection, tool: McpToolDescription, name: string): AnyTool {
  return defineTool<Record<string, unknown>>({
    name,
    description: tool.description || `${tool.name} (MCP server ${connection.name})`,
    // An MCP tool can do anything: it needs an allow rule (or a mode that allows all) to run.
    kind: 'execute',
    inputSchema: anyObject,
    inputJsonSchema: tool.inputSchema,
    mcp: {
      server: { name: connection.name, source: hookSources[connection.options.scope ?? 'flag'] },
      outputOf: replacedOutput,
    },
    async run(input, context) {
      let result;
      try {
        result = await connection.callTool(tool.name, input, context.signal);
      } catch (error) {
        throw new ToolError(
          `MCP tool ${tool.name} of '${connection.name}' failed: ${errorMessage(error)}`,
        );
      }
      const output = toolOutput(result);
      if (result.isError === true) {
        throw new ToolError(typeof output === 'string' ? output : textOf(output));
      }
      // A PostToolUse hook gets the content blocks the model reads, as Claude Code sends them.
      context.recordToolResponse?.(
        typeof output === 'string' ? [{ type: 'text', text: output }] : output,
      );
      return output;
    },
  });
}

interface McpContent {
  type: string;
  text?: string;
  data?: string;
  mimeType?: string;
  resource?: { uri: string; text?: string; blob?: string; mimeType?: string };
  /** An image as the API (and a hook's `tool_response`) has it. */
  source?: { type?: string; data?: string; media_type?: string };
}

/**
 * What the model reads when a PostToolUse hook replaced an MCP tool's output: a content array
 * (the server's shape, or the `tool_response` blocks handed back), a text, or any other value as
 * JSON; capped like the server's own output.
 */
function replacedOutput(replacement: unknown): ToolOutput {
  if (typeof replacement === 'string')
    return capped(replacement === '' ? '(no output)' : replacement);
  return Array.isArray(replacement)
    ? toolOutput({ content: replacement })
    : toolOutput({ structuredContent: replacement });
}

function toolOutput(result: {
  content?: unknown;
  structuredContent?: unknown;
  toolResult?: unknown;
}): ToolOutput {
  const content = Array.isArray(result.content) ? (result.content as McpContent[]) : [];
  if (content.length === 0) {
    const value = result.structuredContent ?? result.toolResult;
    return value === undefined ? '(no output)' : capped(JSON.stringify(value));
  }
  const blocks = content.flatMap((item): ContentBlockParam[] => {
    if (item.type === 'text') return [{ type: 'text', text: item.text ?? '' }];
    if (item.type === 'image' && item.data) {
      const image = imageBlock(item.data, item.mimeType);
      if (image) return [image];
    }
    if (item.type === 'image' && item.source?.type === 'base64' && item.source.data) {
      const image = imageBlock(item.source.data, item.source.media_type);
      if (image) return [image];
    }
    if (item.type === 'resource' && item.resource) {
      const { uri, text, blob, mimeType } = item.resource;
      if (text !== undefined) return [{ type: 'text', text }];
      const label: ContentBlockParam = {
        type: 'text',
        text: `[resource ${uri} (${mimeType ?? 'binary'})]`,
      };
      // An embedded image reaches the model as an image, as Claude Code 2.1.332 sends it.
      const image = blob === undefined ? undefined : imageBlock(blob, mimeType);
      return image ? [label, image] : [label];
    }
    return [{ type: 'text', text: JSON.stringify(item) }];
  });
  return blocks.every((block) => block.type === 'text')
    ? capped(textOf(blocks))
    : cappedBlocks(blocks);
}

/** Base64 data of an image type the API accepts, as an image block; undefined otherwise. */
function imageBlock(data: string, mimeType: string | undefined): ContentBlockParam | undefined {
  if (!imageTypes.has(mimeType ?? '')) return undefined;
  return {
    type: 'image',
    source: { type: 'base64', media_type: mimeType as 'image/png', data },
  };
}

/**
 * What one MCP call may put in the conversation, in characters: about Claude Code's 25,000-token
 * limit on MCP output. The rest is cut, and the model is told so.
 */
export const maxMcpOutputChars = 100_000;

function capped(output: ToolOutput): ToolOutput {
  if (typeof output !== 'string') return output;
  if (output.length <= maxMcpOutputChars) return output;
  return `${output.slice(0, maxMcpOutputChars)}\n${truncationNote(output.length - maxMcpOutputChars)}`;
}

/**
 * A result with images as well: its text blocks together get the same cap (the images stay), so
 * an image beside it never lets unlimited text into the conversation.
 */
function cappedBlocks(blocks: readonly ContentBlockParam[]): ContentBlockParam[] {
  let room = maxMcpOutputChars;
  let leftOut = 0;
  const kept: ContentBlockParam[] = [];
  for (const block of blocks) {
    if (block.type !== 'text') kept.push(block);
    else if (block.text.length <= room) {
      kept.push(block);
      room -= block.text.length;
    } else {
      if (room > 0) kept.push({ type: 'text', text: block.text.slice(0, room) });
      leftOut += block.text.length - room;
      room = 0;
    }
  }
  if (leftOut > 0) kept.push({ type: 'text', text: truncationNote(leftOut) });
  return kept;
}

function truncationNote(leftOut: number): string {
  return `[MCP output truncated: ${leftOut} more characters were left out. Ask the tool for less, such as a narrower query or a page.]`;
}

function textOf(blocks: readonly ContentBlockParam[]): string {
  return blocks.map((block) => (block.type === 'text' ? block.text : `[${block.type}]`)).join('\n');
}

/**
 * ListMcpResourcesTool and ReadMcpResourceTool (the names and input schemas Claude Code 2.1.332
 * sends; its ReadMcpResourceDirTool reads a draft protocol extension, not offered) over the servers
 * an agent may use that offer resources. A binary content is saved to a file in `toolResults`
 * (src/mcp/resource-files.ts), which the agent's Read tool may read.
 */
export function mcpResourceTools(
  connections: readonly McpConnection[],
  toolResults: () => Promise<string>,
): AnyTool[] {
  const withResources = connections.filter((connection) => connection.hasResources);
  if (withResources.length === 0) return [];
  const find = (server: string): McpConnection => {
    const connection = withResources.find((candidate) => candidate.name === server);
    if (!connection) {
      throw new ToolError(
        `No MCP server '${server}' with resources. Servers: ${withResources.map((candidate) => candidate.name).join(', ')}.`,
      );
    }
    return connection;
  };
  return [
    defineTool({
      name: 'ListMcpResourcesTool',
      description:
        'Lists the resources of the MCP servers (or of one server), with their URIs, names and MIME types.',
      kind: 'read',
      inputSchema: z.strictObject({
        server: z.string().optional().describe('Optional server name to filter resources by'),
      }),
      async run(input, context) {
        const servers = input.server ? [find(input.server)] : withResources;
        const listed = [];
        for (const connection of servers) {
          try {
            // Every page: a cursor already followed ends the listing (a server that loops).
            const followed = new Set<string>();
            let cursor: string | undefined;
            do {
              const page = await connection.listResources(context.signal, cursor);
              listed.push(
                ...page.resources.map((resource) => ({ ...resource, server: connection.name })),
              );
              cursor = page.nextCursor;
              if (cursor !== undefined && followed.has(cursor)) break;
              if (cursor !== undefined) followed.add(cursor);
            } while (cursor);
          } catch (error) {
            throw new ToolError(
              `Listing the resources of '${connection.name}' failed: ${errorMessage(error)}`,
            );
          }
        }
        return JSON.stringify(listed);
      },
    }),
    defineTool({
      name: 'ReadMcpResourceTool',
      description: 'Reads one resource of an MCP server by its URI.',
      kind: 'read',
      inputSchema: z.strictObject({
        server: z.string().describe('The MCP server name'),
        uri: z.string().describe('The resource URI to read'),
      }),
      async run(input, context) {
        const connection = find(input.server);
        try {
          const read = await connection.readResource(input.uri, context.signal);
          const contents = await Promise.all(
            read.contents.map(async (item, index) =>
              'text' in item
                ? { uri: item.uri, mimeType: item.mimeType, text: item.text }
                : saveResourceBlob(await toolResults(), connection.name, item, index),
            ),
          );
          return JSON.stringify({ contents });
        } catch (error) {
          throw new ToolError(
            `Reading ${input.uri} from '${connection.name}' failed: ${errorMessage(error)}`,
          );
        }
      },
    }),
  ];
}

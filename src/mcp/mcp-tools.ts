import { z } from 'zod';
import { ToolError, errorMessage } from '../errors.js';
import { defineTool, type AnyTool, type ToolOutput } from '../tools/define-tool.js';
import { apiToolShape } from './flat-input-schema.js';
import type { McpConnection, McpToolDescription } from './mcp-connection.js';
import { saveResourceBlob } from './resource-files.js';
import { normalizedServerName, type McpServerScope } from './server-config.js';
import {
  fittedMcpOutput,
  mcpToolResultContent,
  mcpToolResultOutput,
  textOf,
  type ToolResultPlace,
} from './tool-result-content.js';

/**
 * `mcp__<server>__<tool>`, the name permission rules and hook matchers see (and, for a prompt,
 * the command `/mcp__<server>__<prompt>`).
 */
export function mcpToolName(server: string, tool: string): string {
  return `mcp__${normalizedServerName(server)}__${normalizedServerName(tool)}`;
}

const anyObject = z.record(z.string(), z.unknown());

/**
 * The tools of the servers, each passing its input through to its server unchanged, and each
 * name once: the API refuses a request whose tools share a name, and `a.b` and `a_b` (or servers
 * `x.y` and `x_y`) become one name. Like Claude Code 2.1.332 the tool its server lists first is
 * kept; across servers, the server configured first (Claude Code keeps whichever connected first).
 * `leftOut` hears of each tool left out and why.
 */
export function mcpServerTools(
  connections: readonly McpConnection[],
  toolResults: () => Promise<string>,
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
      tools.push(mcpServerTool(connection, tool, name, toolResults));
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

function mcpServerTool(
  connection: McpConnection,
  tool: McpToolDescription,
  name: string,
  toolResults: () => Promise<string>,
): AnyTool {
  const place = (toolUseId: string): ToolResultPlace => ({
    server: connection.name,
    toolUseId,
    directory: toolResults,
  });
  // What the model reads; the call still goes to the server, which checks its own schema.
  const shape = apiToolShape(tool.description, tool.inputSchema);
  return defineTool<Record<string, unknown>>({
    name,
    description: shape.description || `${tool.name} (MCP server ${connection.name})`,
    // An MCP tool can do anything: it needs an allow rule (or a mode that allows all) to run.
    kind: 'execute',
    // One its server annotates readOnlyHint may run in plan mode, as in Claude Code 2.1.332.
    ...(tool.readOnly ? { declaresReadOnly: true as const } : {}),
    inputSchema: anyObject,
    inputJsonSchema: shape.inputSchema,
    mcp: {
      server: { name: connection.name, source: hookSources[connection.options.scope ?? 'flag'] },
      outputOf: (output, toolUseId) => outputForModel(output, place(toolUseId)),
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
      const output = await mcpToolResultContent(result, place(context.toolUseId));
      if (result.isError === true) {
        const fitted = await fittedMcpOutput(output, place(context.toolUseId));
        throw new ToolError(typeof fitted === 'string' ? fitted : textOf(fitted));
      }
      // A PostToolUse hook gets the whole content (a hook that redacts sees all of it), as Claude
      // Code sends it; what the conversation takes of it, a large text saved to a file, is decided
      // after the hooks, on a hook's replacement when there is one (outputOf, tool-execution.ts).
      context.recordToolResponse?.(
        typeof output === 'string' ? [{ type: 'text', text: output }] : output,
      );
      return output;
    },
  });
}

/**
 * What the model reads of an MCP call: the tool's own output, or what a PostToolUse hook replaced
 * it with — a content array (the server's shape, or the `tool_response` blocks handed back, whose
 * images have the API's shape), a text, or any other value as JSON — converted, saved and fitted
 * to the conversation as a server's output is.
 */
function outputForModel(replacement: unknown, place: ToolResultPlace): Promise<ToolOutput> {
  if (typeof replacement === 'string') {
    return mcpToolResultOutput(
      { content: [{ type: 'text', text: replacement || '(no output)' }] },
      place,
    );
  }
  if (!Array.isArray(replacement))
    return mcpToolResultOutput({ structuredContent: replacement }, place);
  const content = replacement.map((item: unknown) => {
    const block = item as {
      type?: unknown;
      source?: { type?: unknown; data?: unknown; media_type?: unknown };
    };
    return block.type === 'image' && block.source?.type === 'base64'
      ? { type: 'image', data: block.source.data, mimeType: block.source.media_type }
      : item;
  });
  return mcpToolResultOutput({ content }, place);
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

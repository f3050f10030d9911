/**
 * `mcpServers`: names of servers configured elsewhere (`.mcp.json`), or inline stdio servers —
 * `{command, args, env}` (named `name` or `inline-<n>`), or `{server-name: {command, …}}`.
 */
import { isMap, isScalar, isSeq } from 'yaml';
import type { Pair, YAMLMap } from 'yaml';
import type { McpServerReference } from './definition.js';
import type { NamedEntry } from './name-list.js';
import type { SourceLocation } from './problems.js';
import type { ParseContext } from './yaml-source.js';

export interface McpServersResult {
  servers: McpServerReference[];
  /** Named references, to be resolved against `.mcp.json` once every file is read. */
  named: NamedEntry[];
}

const inlineHint =
  'An inline server is {command: "npx", args: ["-y", "@scope/server"], env: {KEY: "value"}}; a name refers to a server in .mcp.json.';

function scalarValue(node: unknown): unknown {
  return isScalar(node) ? node.value : node;
}

function pairsOf(map: YAMLMap): Pair[] {
  return map.items as Pair[];
}

function readInline(
  map: YAMLMap,
  name: string,
  at: SourceLocation,
  context: ParseContext,
): McpServerReference | undefined {
  const fields = new Map(pairsOf(map).map((pair) => [String(scalarValue(pair.key)), pair.value]));
  const type = scalarValue(fields.get('type'));
  if (type !== undefined && type !== 'stdio') {
    context.report(
      'mcp-server-unresolved',
      at,
      `Inline MCP server '${name}' has type '${String(type)}'; Flotilla starts stdio servers only, so it is ignored.`,
      `Configure '${name}' in .mcp.json and refer to it by name, or give a command.`,
    );
    return undefined;
  }
  const command = scalarValue(fields.get('command'));
  const argsNode = fields.get('args');
  const envNode = fields.get('env');
  const args = isSeq(argsNode) ? argsNode.items.map(scalarValue) : [];
  const envPairs = isMap(envNode)
    ? pairsOf(envNode).map((pair) => [scalarValue(pair.key), scalarValue(pair.value)] as const)
    : [];
  const isText = (value: unknown): boolean =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  const valid =
    typeof command === 'string' &&
    command.trim() !== '' &&
    (argsNode === undefined || (isSeq(argsNode) && args.every(isText))) &&
    (envNode === undefined ||
      (isMap(envNode) && envPairs.every(([key, value]) => isText(key) && isText(value))));
  if (!valid) {
    context.report(
      'mcp-server-unresolved',
      at,
      `Inline MCP server '${name}' is not a valid stdio server; it is ignored.`,
      inlineHint,
    );
    return undefined;
  }
  return {
    kind: 'inline',
    name,
    command: command as string,
    args: args.map(String),
    env: Object.fromEntries(envPairs.map(([key, value]) => [String(key), String(value)])),
  };
}

export function readMcpServers(
  node: unknown,
  keyAt: SourceLocation,
  context: ParseContext,
): McpServersResult | undefined {
  if (node === undefined || scalarValue(node) === null) return undefined;
  const result: McpServersResult = { servers: [], named: [] };
  const items = isSeq(node) ? node.items : isScalar(node) ? [node] : undefined;
  if (!items) {
    context.report(
      'field-invalid',
      keyAt,
      'mcpServers must be a list of server names or inline servers; it is ignored.',
      inlineHint,
    );
    return undefined;
  }
  items.forEach((item, index) => {
    const at = context.at(item);
    const value = scalarValue(item);
    if (typeof value === 'string') {
      for (const name of value.split(',').map((part) => part.trim())) {
        if (!name) continue;
        result.servers.push({ kind: 'named', name });
        result.named.push({ name, at });
      }
      return;
    }
    if (isMap(item)) {
      const nameNode = pairsOf(item).find((pair) => scalarValue(pair.key) === 'name');
      if (pairsOf(item).some((pair) => scalarValue(pair.key) === 'command')) {
        const name = scalarValue(nameNode?.value);
        const server = readInline(
          item,
          typeof name === 'string' && name ? name : `inline-${index + 1}`,
          at,
          context,
        );
        if (server) result.servers.push(server);
        return;
      }
      if (item.items.length > 0 && pairsOf(item).every((pair) => isMap(pair.value))) {
        for (const pair of pairsOf(item)) {
          const server = readInline(
            pair.value as YAMLMap,
            String(scalarValue(pair.key)),
            context.at(pair.key),
            context,
          );
          if (server) result.servers.push(server);
        }
        return;
      }
    }
    context.report(
      'mcp-server-unresolved',
      at,
      'An entry of mcpServers is neither a server name nor an inline server; it is ignored.',
      inlineHint,
    );
  });
  return result;
}

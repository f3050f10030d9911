/**
 * `--agents` JSON, in Claude Code's shape: `{"name": {"description", "prompt", "tools"?, …}}`.
 * The yaml package parses it a second time to give every key a line and column.
 */
import { isMap, isScalar } from 'yaml';
import type { Pair } from 'yaml';
import type { AgentSource } from './definition.js';
import { checkAgentName, readAgentFields } from './agent-fields.js';
import { normalizeText } from './frontmatter.js';
import type { ParsedAgent } from './parsed-agent.js';
import { isLabel, sortByPosition } from './problems.js';
import type { Problem, SourceLocation } from './problems.js';
import { firstErrorPerLine, ParseContext, parseYamlText } from './yaml-source.js';

export interface AgentsJsonInput {
  text: string;
  /** Absolute path of the JSON file, or `<--agents>` for inline text. */
  file: string;
  source: AgentSource;
}

export interface ParsedAgentsJson {
  agents: ParsedAgent[];
  /** Problems of the document as a whole (syntax, shape). */
  problems: Problem[];
}

const shapeHint =
  'Expected {"agent-name": {"description": "When to use it", "prompt": "System prompt", "tools": ["Read", "Grep"]}}';

export function parseAgentsJson({ text, file, source }: AgentsJsonInput): ParsedAgentsJson {
  // Tabs are legal JSON whitespace but not YAML indentation; a space keeps every offset.
  const normalized = normalizeText(text);
  const yaml = parseYamlText(file, normalized.replace(/\t/g, ' '), 1);
  const start: SourceLocation = { file, line: 1, column: 1 };
  const document = new ParseContext(yaml.source, start);
  for (const { error, at } of firstErrorPerLine(yaml.source, yaml.errors)) {
    document.report(
      'agents-json-invalid',
      at,
      `Invalid JSON: ${error.message}.`,
      error.code === 'DUPLICATE_KEY' ? 'Each agent name may appear only once.' : shapeHint,
    );
  }
  if (yaml.errors.length === 0) {
    try {
      JSON.parse(normalized);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const offset = /position (\d+)/.exec(message)?.[1];
      document.report(
        'agents-json-invalid',
        offset === undefined ? start : yaml.source.locate(Number(offset)),
        `Invalid JSON: ${message.replace(/ in JSON at position \d+.*$/, '')}.`,
        'Check commas and quotes: JSON needs double-quoted keys and no trailing commas.',
      );
    }
  }
  if (document.problems.length > 0) return { agents: [], problems: document.problems };

  const contents = yaml.document.contents;
  if (!isMap(contents)) {
    document.report(
      'agents-json-invalid',
      contents ? document.at(contents) : start,
      'The agents JSON must be an object whose keys are agent names.',
      shapeHint,
    );
    return { agents: [], problems: document.problems };
  }
  const agents = (contents.items as Pair[]).map((pair) => parseEntry(pair, document, source));
  return { agents, problems: document.problems };
}

function parseEntry(pair: Pair, document: ParseContext, source: AgentSource): ParsedAgent {
  const location = document.at(pair.key);
  const context = new ParseContext(document.source, location);
  const name = isScalar(pair.key) ? pair.key.value : undefined;
  const parsed: ParsedAgent = {
    location,
    name: String(name),
    source,
    problems: context.problems,
    skills: [],
    mcpServers: [],
    inlineMcpServers: [],
  };
  const nameValid = checkAgentName(name, location, context);
  if (!isMap(pair.value)) {
    context.report(
      'agents-json-invalid',
      location,
      `The entry '${String(name)}' must be an object of agent fields.`,
      shapeHint,
    );
    return parsed;
  }
  const fields = readAgentFields(pair.value, 'json', context);
  const descriptionReported = context.problems.some(
    (problem) => problem.rule === 'description-missing',
  );
  if (fields.description === undefined && !descriptionReported) {
    context.report(
      'description-missing',
      location,
      `Agent '${String(name)}' has no description.`,
      'Add "description": what the agent does and when to use it.',
    );
  }
  if (!fields.prompt) {
    context.report(
      'system-prompt-empty',
      location,
      `Agent '${String(name)}' has no "prompt" (its system prompt).`,
      'Add "prompt": the instructions for the agent.',
    );
  }
  parsed.skills = fields.skills;
  parsed.mcpServers = fields.mcpServers;
  parsed.inlineMcpServers = (fields.values.mcpServers ?? []).flatMap((server) =>
    server.kind === 'inline' ? [server.name] : [],
  );
  if (fields.toolsAt) parsed.toolsAt = fields.toolsAt;
  sortByPosition(context.problems);
  if (nameValid && !context.hasErrors() && fields.description) {
    const file = isLabel(document.source.file) ? undefined : document.source.file;
    parsed.definition = {
      ...fields.values,
      name: String(name),
      description: fields.description,
      systemPrompt: fields.prompt ?? '',
      source,
      ...(file ? { file } : {}),
    };
  }
  return parsed;
}

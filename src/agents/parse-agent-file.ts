/** One `.md` agent file: frontmatter fields plus the markdown body as the system prompt. */
import path from 'node:path';
import { isMap, parseDocument } from 'yaml';
import type { AgentSource } from './definition.js';
import { readAgentFields } from './agent-fields.js';
import type { AgentFields } from './agent-fields.js';
import { normalizeText, splitFrontmatter } from './frontmatter.js';
import type { ParsedAgent } from './parsed-agent.js';
import { createProblem, sortByPosition } from './problems.js';
import type { SourceLocation } from './problems.js';
import { ParseContext, parseFrontmatterYaml, reportYamlErrors } from './yaml-source.js';

export interface AgentFileInput {
  /** File contents as read (BOM and CRLF allowed). */
  text: string;
  /** Absolute path; used in problems and as the definition's `file`. */
  file: string;
  source: AgentSource;
}

/** The file name without `.md`: the name an agent file is known by when its `name` is unreadable. */
function fileStem(file: string): string {
  return path.basename(file).replace(/\.md$/i, '');
}

/** The `name:` line of frontmatter that is not valid YAML as a whole, when that line reads alone. */
function nameLineOf(yaml: string): string | undefined {
  const line = /^name:[ \t]*(\S.*)$/m.exec(yaml)?.[0];
  if (line === undefined) return undefined;
  // get(), not toJS(): toJS resolves aliases, and throws on one without its anchor (`name: *a`).
  const name: unknown = parseDocument(line).get('name');
  return typeof name === 'string' || typeof name === 'number' ? String(name) : undefined;
}

function failed(
  location: SourceLocation,
  name: string,
  source: AgentSource,
  problems: ParsedAgent['problems'],
): ParsedAgent {
  return {
    location,
    name,
    source,
    problems: sortByPosition(problems),
    skills: [],
    mcpServers: [],
    inlineMcpServers: [],
  };
}

export function parseAgentFile({ text, file, source }: AgentFileInput): ParsedAgent {
  const normalized = normalizeText(text);
  const start: SourceLocation = { file, line: 1, column: 1 };
  const split = splitFrontmatter(normalized);
  if (split.kind === 'missing') {
    return failed(start, fileStem(file), source, [
      createProblem(
        'frontmatter-missing',
        start,
        'The file has no frontmatter: an agent file starts with a line "---", then YAML fields, then "---".',
        'Start the file with:\n---\nname: my-agent\ndescription: What it does and when to use it.\n---',
      ),
    ]);
  }
  if (split.kind === 'unclosed') {
    return failed(start, fileStem(file), source, [
      createProblem(
        'frontmatter-unclosed',
        start,
        'The frontmatter opened on line 1 is never closed.',
        'Add a line "---" after the last frontmatter field, before the system prompt.',
      ),
    ]);
  }

  const yaml = parseFrontmatterYaml(file, split.yaml, split.yamlFirstLine);
  const context = new ParseContext(yaml.source, start);
  if (yaml.errors.length > 0) {
    reportYamlErrors(context, yaml.errors);
    return failed(start, nameLineOf(split.yaml) ?? fileStem(file), source, context.problems);
  }
  for (const line of yaml.quotedLines) {
    context.report(
      'yaml-value-unquoted',
      { file, line, column: 1 },
      'This value is not valid YAML as written (it contains ": " or starts with a special character); it is read as quoted text, as Claude Code does.',
      'Wrap the value in double quotes, or use a block scalar (key: >-) with the text on the next lines.',
    );
  }
  for (const line of yaml.tabbedLines) {
    context.report(
      'yaml-tab-indent',
      { file, line, column: 1 },
      'This line is indented with tabs, which YAML does not allow; each leading tab is read as two spaces, as Claude Code does.',
      'Indent with spaces (two per level).',
    );
  }
  const contents = yaml.document.contents;
  if (contents !== null && !isMap(contents)) {
    context.report(
      'yaml-invalid',
      context.at(contents),
      'The frontmatter must be a mapping of "key: value" lines.',
      'For example:\nname: my-agent\ndescription: What it does and when to use it.',
    );
    return failed(start, fileStem(file), source, context.problems);
  }

  const fields: AgentFields = contents
    ? readAgentFields(contents, 'frontmatter', context)
    : { values: { systemPrompt: '' }, skills: [], mcpServers: [] };
  const location = fields.nameAt ?? start;
  if (!fields.nameAt) {
    context.report(
      'name-missing',
      start,
      'The frontmatter has no name.',
      'Add a kebab-case name, e.g. name: code-reviewer',
    );
  }
  const descriptionReported = context.problems.some(
    (problem) => problem.rule === 'description-missing',
  );
  if (fields.description === undefined && !descriptionReported) {
    context.report(
      'description-missing',
      start,
      'The frontmatter has no description.',
      'Add description: what the agent does and when to use it; the lead agent chooses agents by it.',
    );
  }
  const systemPrompt = split.body.trim();
  if (systemPrompt === '') {
    const bodyLine = Math.min(split.closingLine + 1, normalized.split('\n').length);
    context.report(
      'system-prompt-empty',
      { file, line: bodyLine, column: 1 },
      'The agent has no system prompt: the markdown after the frontmatter is empty.',
      'Write the instructions for the agent below the closing "---".',
    );
  }

  const inlineMcpServers = (fields.values.mcpServers ?? []).flatMap((server) =>
    server.kind === 'inline' ? [server.name] : [],
  );
  const parsed: ParsedAgent = {
    location,
    name: fields.nameText ?? fileStem(file),
    source,
    problems: sortByPosition(context.problems),
    skills: fields.skills,
    mcpServers: fields.mcpServers,
    inlineMcpServers,
    ...(fields.toolsAt ? { toolsAt: fields.toolsAt } : {}),
  };
  if (!context.hasErrors() && fields.name && fields.description) {
    parsed.definition = {
      ...fields.values,
      name: fields.name,
      description: fields.description,
      systemPrompt,
      source,
      file,
    };
  }
  return parsed;
}

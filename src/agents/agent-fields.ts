/**
 * Reads the fields of one agent — a markdown file's frontmatter or one entry of `--agents` JSON —
 * into the typed definition, reporting every problem with the position of its key.
 */
import { isMap, isScalar } from 'yaml';
import type { Pair, YAMLMap } from 'yaml';
import { agentColors, memoryScopes, permissionModes } from './definition.js';
import type { AgentDefinition, MemoryScope, PermissionMode } from './definition.js';
import { builtinAgentNames } from './builtins.js';
import { readHooks } from './hooks.js';
import { readMcpServers } from './mcp-servers.js';
import { readNameList } from './name-list.js';
import type { NamedEntry } from './name-list.js';
import type { SourceLocation } from './problems.js';
import {
  defaultModelAliases,
  modelAliases,
  opusPlanAlias,
  unknownModelProblem,
} from '../model/model-aliases.js';
import { closestMatch, suggestionHint } from './suggest.js';
import { allowListOf, readToolList, spawnableAgentsOf } from './tool-list.js';
import type { ParseContext } from './yaml-source.js';

export type AgentForm = 'frontmatter' | 'json';

/** What an agent's `model:` may name besides a full id: the model aliases, `opusplan` and `inherit`. */
export const agentModelAliases = [...modelAliases, opusPlanAlias, 'inherit'] as const;
export const effortLevels = ['low', 'medium', 'high', 'xhigh', 'max'] as const;

const commonKeys = [
  'description',
  'tools',
  'disallowedTools',
  'model',
  'permissionMode',
  'maxTurns',
  'background',
  'isolation',
  'color',
  'memory',
  'skills',
  'mcpServers',
  'requiredMcpServers',
  'hooks',
  'effort',
  'initialPrompt',
];
export const frontmatterKeys: readonly string[] = ['name', ...commonKeys];
/** In `--agents` JSON the name is the entry's key; `name` inside is tolerated and ignored. */
export const jsonKeys: readonly string[] = [...commonKeys, 'prompt', 'name'];

/** Everything of a definition but its identity and source, plus what must be resolved later. */
export type AgentFieldValues = Omit<AgentDefinition, 'name' | 'source' | 'file' | 'description'>;

export interface AgentFields {
  name?: string;
  nameAt?: SourceLocation;
  /** The `name` value as written when it is readable text, even when it is not a valid name. */
  nameText?: string;
  description?: string;
  /** JSON form only: the `prompt` value. */
  prompt?: string;
  values: AgentFieldValues;
  skills: NamedEntry[];
  mcpServers: NamedEntry[];
  /** Where `tools` is given, to report what its entries resolve to once MCP servers are known. */
  toolsAt?: SourceLocation;
}

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function toKebabCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/**
 * Whether text can be an agent's name: Claude Code loads any name but one containing `:` (the
 * plugin namespace separator) or starting with `-`, and blank ones.
 */
export function isLoadableAgentName(name: string): boolean {
  return name.trim() !== '' && !name.includes(':') && !name.startsWith('-');
}

/**
 * Checks an agent name the way Claude Code does: any text loads, except text containing `:` (the
 * plugin namespace separator) or starting with `-`; a name that is not kebab-case loads as written
 * with a warning. A value that is not text (`name: 404`, `name: true`) does not load. Built-in
 * names (`Explore`, `Plan`) are accepted silently so they can be replaced.
 */
export function checkAgentName(value: unknown, at: SourceLocation, context: ParseContext): boolean {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    context.report(
      'name-missing',
      at,
      'The agent has no name.',
      'Add a kebab-case name, e.g. name: code-reviewer',
    );
    return false;
  }
  if (typeof value !== 'string') {
    const text = typeof value === 'object' ? 'not a single value' : String(value);
    const quoted =
      typeof value === 'object' ? '' : ` Quote it if you mean the text: name: "${text}"`;
    context.report(
      'name-invalid',
      at,
      `Agent name is ${text}, not text; the agent is not loaded (Claude Code skips it too).`,
      `Give the name as text, e.g. name: code-reviewer.${quoted}`,
    );
    return false;
  }
  const suggestion = toKebabCase(value);
  const example = suggestion && suggestion !== value ? `, e.g. name: ${suggestion}` : '';
  if (!isLoadableAgentName(value)) {
    context.report(
      'name-invalid',
      at,
      `Agent name '${value}' ${value.includes(':') ? 'contains ":"' : 'starts with "-"'}; the agent is not loaded (Claude Code skips it too).`,
      `Use lowercase letters, digits and single hyphens${example}.`,
    );
    return false;
  }
  if (!kebabCase.test(value) && !builtinAgentNames.includes(value)) {
    context.report(
      'name-not-kebab-case',
      at,
      `Agent name '${value}' is not kebab-case; it loads as written, as in Claude Code.`,
      `Use lowercase letters, digits and single hyphens${example}.`,
    );
  }
  return true;
}

function scalarOf(node: unknown): unknown {
  if (node === null || node === undefined) return null;
  return isScalar(node) ? node.value : node;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value === null) return 'empty';
  if (typeof value === 'object') return 'not a single value';
  return String(value);
}

export function readAgentFields(map: YAMLMap, form: AgentForm, context: ParseContext): AgentFields {
  const fields: AgentFields = { values: { systemPrompt: '' }, skills: [], mcpServers: [] };
  const values = fields.values;
  const known = form === 'frontmatter' ? frontmatterKeys : jsonKeys;
  const place = form === 'frontmatter' ? 'frontmatter' : '--agents JSON';
  const invalid = (at: SourceLocation, key: string, expected: string, value: unknown): void =>
    context.report(
      'field-invalid',
      at,
      `${key} is ${describe(value)}; it is ignored.`,
      `Expected ${expected}.`,
    );

  const seen = new Set<unknown>();
  for (const pair of map.items as Pair[]) {
    const key = scalarOf(pair.key);
    const at = context.at(pair.key);
    const node = pair.value;
    const value = scalarOf(node);
    if (seen.has(key))
      context.report(
        'key-duplicate',
        at,
        `The key '${String(key)}' is given again; this later value applies, as in Claude Code.`,
        'Give each key once: remove the line that does not say what you mean.',
      );
    seen.add(key);
    if (typeof key !== 'string' || !known.includes(key)) {
      const text = String(key);
      const match = typeof key === 'string' ? closestMatch(key, known) : undefined;
      context.report(
        'key-unknown',
        at,
        `Unknown key '${text}' in ${place}; it is ignored.`,
        `${match ? `Did you mean '${match}'? ` : ''}Known keys: ${known.join(', ')}.`,
      );
      continue;
    }
    switch (key) {
      case 'name':
        fields.nameAt = at;
        if (typeof value === 'string' || typeof value === 'number') fields.nameText = String(value);
        if (form === 'frontmatter' && checkAgentName(value, at, context))
          fields.name = String(value);
        break;
      case 'description':
        if (typeof value !== 'string' || value.trim() === '') {
          context.report(
            'description-missing',
            at,
            `description is ${describe(value)}; it must be non-empty text.`,
            'Say what the agent does and when to use it; the lead agent chooses agents by it.',
          );
        } else {
          // Claude Code turns a literal `\n` in a one-line description into a line break.
          fields.description = value.trim().replace(/\\n/g, '\n');
        }
        break;
      case 'prompt':
        if (typeof value === 'string') fields.prompt = value.trim();
        else if (value !== null) invalid(at, key, 'the system prompt as text', value);
        break;
      case 'tools': {
        fields.toolsAt = at;
        const list = readToolList(node, key, at, context);
        values.spawnableAgents = spawnableAgentsOf(list.rules);
        values.tools = allowListOf(list.rules);
        if (list.malformed.length > 0) values.malformedTools = list.malformed;
        else if (list.rules.length === 0 && !isMap(node)) {
          // Claude Code 2.1.332 spawns such an agent with no tools at all, though its listing of
          // agent types to the lead says "All tools" for it.
          context.report(
            'tools-empty',
            at,
            'tools names no tool; the agent gets no tools (only ReportFindings), as Claude Code 2.1.332 spawns it.',
            'Remove the tools line (or write tools: "*") to give the agent every tool, or list the ones it needs: tools: Read, Grep, Glob',
          );
        }
        break;
      }
      case 'disallowedTools':
        values.disallowedTools = readToolList(node, key, at, context).rules;
        break;
      case 'model':
        values.model = readModel(value, at, context);
        break;
      case 'permissionMode':
        if (value === null) break;
        if (typeof value === 'string' && (permissionModes as readonly string[]).includes(value))
          values.permissionMode = value as PermissionMode;
        else {
          // A mode Flotilla lacks (`auto`) never falls back to the run's mode, which may be more
          // permissive: `default` applies.
          values.permissionMode = 'default';
          context.report(
            'permission-mode-unknown',
            at,
            `Unknown permissionMode ${describe(value)}; 'default' applies.`,
            suggestionHint(String(value), permissionModes, 'Modes'),
          );
        }
        break;
      case 'memory':
        if (value === null) break;
        if (typeof value === 'string' && (memoryScopes as readonly string[]).includes(value))
          values.memory = value as MemoryScope;
        else
          context.report(
            'memory-unknown',
            at,
            `Unknown memory scope ${describe(value)}; it is ignored and the agent has no memory.`,
            suggestionHint(String(value), memoryScopes, 'Scopes'),
          );
        break;
      case 'color':
        if (value === null) break;
        if (typeof value === 'string' && (agentColors as readonly string[]).includes(value))
          values.color = value;
        else
          context.report(
            'color-unknown',
            at,
            `Unknown color ${describe(value)}; it is ignored.`,
            suggestionHint(String(value), agentColors, 'Colors'),
          );
        break;
      case 'maxTurns': {
        if (value === null) break;
        const turns =
          typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
        if (typeof turns === 'number' && Number.isInteger(turns) && turns > 0)
          values.maxTurns = turns;
        else
          context.report(
            'max-turns-invalid',
            at,
            `maxTurns is ${describe(value)}; it is ignored: as a subagent the agent has no turn limit, as the lead the run's --max-turns (default 30).`,
            'Use a positive whole number, e.g. maxTurns: 30',
          );
        break;
      }
      case 'background':
        if (value === true || value === 'true') values.background = true;
        else if (value === false || value === 'false') values.background = false;
        else if (value !== null) invalid(at, key, 'true or false', value);
        break;
      case 'isolation':
        if (value === 'worktree') values.isolation = 'worktree';
        else if (value !== null)
          invalid(at, key, "'worktree' (run in a git worktree of its own)", value);
        break;
      case 'effort':
        if (typeof value === 'string' && (effortLevels as readonly string[]).includes(value))
          values.effort = value;
        else if (typeof value === 'number' && Number.isInteger(value) && value > 0)
          values.effort = String(value);
        else if (value !== null) invalid(at, key, `one of ${effortLevels.join(', ')}`, value);
        break;
      case 'initialPrompt':
        if (typeof value === 'string') {
          if (value.trim()) values.initialPrompt = value.trim();
        } else if (value !== null) invalid(at, key, 'text', value);
        break;
      case 'skills': {
        const entries = readNameList(node, key, at, context);
        if (entries) {
          values.skills = entries.map((entry) => entry.name);
          fields.skills.push(...entries);
        }
        break;
      }
      case 'requiredMcpServers': {
        const entries = readNameList(node, key, at, context);
        if (entries) {
          values.requiredMcpServers = entries.map((entry) => entry.name);
          fields.mcpServers.push(...entries);
        }
        break;
      }
      case 'mcpServers': {
        const result = readMcpServers(node, at, context);
        if (result) {
          values.mcpServers = result.servers;
          fields.mcpServers.push(...result.named);
        }
        break;
      }
      case 'hooks':
        values.hooks = readHooks(node, at, context);
        break;
    }
  }
  for (const [key, value] of Object.entries(values))
    if (value === undefined) delete values[key as keyof AgentFieldValues];
  return fields;
}

function readModel(value: unknown, at: SourceLocation, context: ParseContext): string | undefined {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    const model = value.trim();
    // The rule `--model` and the settings get: a word close to an alias (`sonet`) is a typo;
    // anything else is an id (claude-opus-5-5, a vendor's or a gateway's `mistral`).
    if (model !== '' && !unknownModelProblem(model, {}, agentModelAliases)) return model;
  }
  context.report(
    'model-unknown',
    at,
    `Unknown model ${describe(value)}; it is ignored and the agent inherits its parent's model.`,
    suggestionHint(String(value), agentModelAliases, 'Aliases') +
      ` Or give a full model id such as ${defaultModelAliases.opus}.`,
  );
  return undefined;
}

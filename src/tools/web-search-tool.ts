import { z } from 'zod';
import type { PermissionMode, ToolRule } from '../agents/definition.js';
import { ToolError } from '../errors.js';
import type { ServerToolSchema } from '../model/types.js';
import { defineTool, type AnyTool } from './define-tool.js';
import { ruleNamesTool } from './tool-rules.js';

export const webSearchToolName = 'WebSearch';
/** The API's name of its search tool: what `server_tool_use` blocks carry. */
export const webSearchServerName = 'web_search';
/** Searches one request may run, as Claude Code asks for. */
const webSearchMaxUses = 8;

export interface WebSearchRules {
  mode: PermissionMode;
  /** Allow rules of the run (flags, settings files, a loaded skill's allowed-tools). */
  allow: readonly ToolRule[];
  /** Deny rules of the run and the definition's disallowedTools. */
  deny: readonly ToolRule[];
  /** The definition's `tools`; undefined = every tool. */
  agentTools?: readonly ToolRule[];
  /** False: the definition's entries only limit, they do not permit (an untrusted agent file). */
  agentToolsAllow?: boolean;
}

export type WebSearchDecision =
  { offered: true; declaration: ServerToolSchema } | { offered: false; reason: string };

/**
 * Whether an agent gets the API's web search, and with which domains. The API runs each search
 * on its side, so no call can be checked here: the rules are decided once, into the declaration.
 * Like WebFetch it needs permission (bypassPermissions, or an allow rule `WebSearch`);
 * `WebSearch(domain:example.com)` allow rules (or such entries in the definition's tools) become
 * `allowed_domains`, deny rules of that form `blocked_domains`. A deny of the whole tool is the
 * permission policy's (the tool is then not offered at all).
 */
export function decideWebSearch(rules: WebSearchRules): WebSearchDecision {
  const naming = (list: readonly ToolRule[]) =>
    list.filter((rule) => ruleNamesTool(rule.tool, webSearchToolName));
  const domainsOf = (list: readonly ToolRule[]) =>
    list.flatMap((rule) => {
      const domain = domainOf(rule);
      return domain ? [domain] : [];
    });
  if (rules.mode === 'delegate') {
    return {
      offered: false,
      reason: "permission mode 'delegate' allows only coordination tools",
    };
  }
  const allowRules = naming(rules.allow);
  const limits = naming(rules.agentTools ?? []).filter((rule) => rule.specifier !== undefined);
  const permitted =
    rules.mode === 'bypassPermissions' ||
    allowRules.length > 0 ||
    // The definition's own WebSearch(domain:…) entries are allow rules, as for WebFetch.
    (limits.length > 0 && rules.agentToolsAllow !== false);
  if (!permitted) {
    return {
      offered: false,
      reason:
        'it needs permission: an allow rule WebSearch (or WebSearch(domain:example.com)) in allowed_tools or a settings file, or permission mode bypassPermissions',
    };
  }
  let allowed: string[] | undefined;
  if (limits.length > 0) allowed = domainsOf(limits);
  else if (rules.mode !== 'bypassPermissions' && !allowRules.some((rule) => !rule.specifier))
    allowed = domainsOf(allowRules);
  const blocked = domainsOf(naming(rules.deny));
  const declaration: ServerToolSchema = {
    type: 'web_search_20250305',
    name: webSearchServerName,
    max_uses: webSearchMaxUses,
  };
  if (allowed !== undefined) {
    // The API takes one of the two lists: a blocked domain is left out of the allowed ones.
    const kept = [...new Set(allowed)].filter(
      (domain) => !blocked.some((block) => withinDomain(domain, block)),
    );
    if (kept.length === 0) {
      return {
        offered: false,
        reason: 'every domain its allow rules name is denied by a WebSearch(domain:…) rule',
      };
    }
    declaration.allowed_domains = kept;
  } else if (blocked.length > 0) {
    declaration.blocked_domains = [...new Set(blocked)];
  }
  return { offered: true, declaration };
}

/** `domain:example.com` → `example.com`; undefined for any other specifier. */
function domainOf(rule: ToolRule): string | undefined {
  const match = /^domain:\s*(\S+)$/.exec(rule.specifier ?? '');
  return match?.[1]?.toLowerCase();
}

/** `docs.example.com` is within `example.com` (domain names are case-insensitive). */
export function withinDomain(host: string, domain: string): boolean {
  const [loweredHost, loweredDomain] = [host.toLowerCase(), domain.toLowerCase()];
  return loweredHost === loweredDomain || loweredHost.endsWith(`.${loweredDomain}`);
}

const webSearchInput = z.object({ query: z.string() });

/**
 * Claude Code's WebSearch, as the API's own web search tool: the request declares `declaration`
 * and the API runs the searches; their `server_tool_use` and `web_search_tool_result` blocks stay
 * in the agent's conversation. It is in an agent's tool list so that tools lists and rules treat
 * it like any tool; the loop never runs it (the model calls it by the API's name, `web_search`).
 */
export function createWebSearchTool(declaration: ServerToolSchema): AnyTool {
  return defineTool({
    name: webSearchToolName,
    kind: 'read',
    description: 'Searches the web (run by the Anthropic API).',
    inputSchema: webSearchInput,
    serverTool: declaration,
    run: () =>
      Promise.reject(
        new ToolError(
          'WebSearch runs on the API side; it is not a tool to call by this name. Search with web_search.',
        ),
      ),
  });
}

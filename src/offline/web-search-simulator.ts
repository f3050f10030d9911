import type Anthropic from '@anthropic-ai/sdk';
import { createHash } from 'node:crypto';
import type { MessagesRequestBody } from './request-facts.js';
import { shortHash } from './request-facts.js';
import type { ScriptedTurn } from './scenario.js';
import { withinDomain } from '../tools/web-search-tool.js';

/**
 * The API's web search tool, offline: a scripted turn's `web_search` entries become the
 * `server_tool_use` and `web_search_tool_result` blocks the API sends, shaped by the request's
 * declaration (max_uses, allowed_domains, blocked_domains). Like the API, it refuses a scripted
 * search when the request declares no web search tool, and a conversation whose earlier search
 * blocks came back altered or without their result.
 */

type ScriptedSearch = ScriptedTurn['web_search'][number];

interface SearchDeclaration {
  maxUses?: number;
  allowedDomains?: string[];
  blockedDomains?: string[];
}

export interface SimulatedSearches {
  blocks: Anthropic.ContentBlock[];
  /** Searches that ran (an error result counts as one, max_uses_exceeded does not). */
  requests: number;
}

export function simulateWebSearches(
  body: MessagesRequestBody,
  searches: readonly ScriptedSearch[],
  idSeed: string,
): SimulatedSearches | { problem: string } {
  if (searches.length === 0) return { blocks: [], requests: 0 };
  const declaration = searchDeclaration(body);
  if (!declaration) {
    return {
      problem:
        'The scenario scripts a web search, but the request declares no web search tool ({"type": "web_search_20250305", "name": "web_search"}): the agent was not given WebSearch.',
    };
  }
  const blocks: Anthropic.ContentBlock[] = [];
  let requests = 0;
  searches.forEach((search, index) => {
    const id = `srvtoolu_${shortHash(`${idSeed}\0${index}`, 24)}`;
    blocks.push({
      type: 'server_tool_use',
      id,
      name: 'web_search',
      input: { query: search.query },
      caller: { type: 'direct' },
    });
    let content: Anthropic.WebSearchToolResultBlockContent;
    if (declaration.maxUses !== undefined && requests >= declaration.maxUses) {
      content = { type: 'web_search_tool_result_error', error_code: 'max_uses_exceeded' };
    } else {
      requests += 1;
      content = search.error_code
        ? { type: 'web_search_tool_result_error', error_code: search.error_code }
        : search.results
            .filter((result) => domainAllowed(new URL(result.url).hostname, declaration))
            .map((result) => ({
              type: 'web_search_result' as const,
              url: result.url,
              title: result.title,
              page_age: result.page_age ?? null,
              encrypted_content: encryptedContent(result.url, result.title),
            }));
    }
    blocks.push({
      type: 'web_search_tool_result',
      tool_use_id: id,
      content,
      caller: { type: 'direct' },
    });
  });
  return { blocks, requests };
}

/**
 * The API's check of the search blocks a conversation sends back: each server_tool_use must be
 * followed in its message by its result, and each result's encrypted_content must be the one
 * sent.
 */
export function checkSearchHistory(body: MessagesRequestBody): string | undefined {
  for (const [index, message] of body.messages.entries()) {
    if (message.role !== 'assistant' || typeof message.content === 'string') continue;
    const uses = new Set<string>();
    for (const [blockIndex, block] of message.content.entries()) {
      const where = `messages.${index}.content.${blockIndex}`;
      if (block.type === 'server_tool_use' && typeof block.id === 'string') uses.add(block.id);
      if (block.type !== 'web_search_tool_result') continue;
      const useId = typeof block.tool_use_id === 'string' ? block.tool_use_id : '';
      if (!uses.delete(useId)) {
        return `${where}: web_search_tool_result block(s) found without a corresponding server_tool_use block before it (tool_use_id ${useId}).`;
      }
      if (!Array.isArray(block.content)) continue;
      for (const result of block.content as Array<Record<string, unknown>>) {
        const url = typeof result.url === 'string' ? result.url : '';
        const title = typeof result.title === 'string' ? result.title : '';
        if (result.encrypted_content !== encryptedContent(url, title)) {
          return `${where}: the encrypted_content of a web_search_result does not match the search it came from: search results must be sent back unmodified.`;
        }
      }
    }
    const [orphan] = uses;
    if (orphan !== undefined) {
      return `messages.${index}: server_tool_use ${orphan} has no web_search_tool_result block after it in the same message.`;
    }
  }
  return undefined;
}

function searchDeclaration(body: MessagesRequestBody): SearchDeclaration | undefined {
  const tool = (body.tools ?? []).find(
    (candidate) =>
      typeof candidate.type === 'string' &&
      candidate.type.startsWith('web_search_') &&
      candidate.name === 'web_search',
  );
  if (!tool) return undefined;
  const list = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : undefined;
  const declaration: SearchDeclaration = {};
  if (typeof tool.max_uses === 'number') declaration.maxUses = tool.max_uses;
  const allowed = list(tool.allowed_domains);
  const blocked = list(tool.blocked_domains);
  if (allowed) declaration.allowedDomains = allowed;
  if (blocked) declaration.blockedDomains = blocked;
  return declaration;
}

function domainAllowed(host: string, declaration: SearchDeclaration): boolean {
  const within = (domain: string) => withinDomain(host, domain);
  if (declaration.allowedDomains && !declaration.allowedDomains.some(within)) return false;
  return !(declaration.blockedDomains ?? []).some(within);
}

/** The offline stand-in for the API's opaque page content: checked when sent back. */
function encryptedContent(url: string, title: string): string {
  return createHash('sha256').update(`flotilla-offline-search\0${url}\0${title}`).digest('base64');
}

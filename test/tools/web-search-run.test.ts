import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../src/offline/scenario.js';
import {
  agentFile,
  cleanupRuns,
  requestMessages,
  requestToolNames,
  run,
} from '../subagents/harness.js';

afterEach(cleanupRuns);

type Body = {
  tools?: Array<Record<string, unknown>>;
};

const results = [
  { url: 'https://docs.example.com/release', title: 'Release notes', page_age: '2 days ago' },
  { url: 'https://spam.test/page', title: 'Spam' },
];

/** The lead searches twice in its first turn, runs a tool, then answers. */
function searchingLead(): ScenarioInput {
  return {
    name: 'web-search',
    agents: [
      {
        match: { agent: 'flotilla-lead' },
        turns: [
          {
            web_search: [
              { query: 'flotilla release notes', results },
              { query: 'flotilla changelog', results: [] },
            ],
            text: 'Found the release notes.',
            tool_use: [{ name: 'Glob', input: { pattern: '*.md' } }],
          },
          { text: 'The release is out.' },
        ],
      },
    ],
  };
}

function declaredSearch(body: unknown): Record<string, unknown> | undefined {
  return (body as Body).tools?.find((tool) => tool.type === 'web_search_20250305');
}

describe('WebSearch: the API web search tool', () => {
  it('is declared when allowed; its blocks stay in the conversation and transcript, and the searches are counted and priced', async () => {
    const finished = await run({
      scenario: searchingLead(),
      config: {
        allowedTools: ['WebSearch'],
        disallowedTools: ['WebSearch(domain:spam.test)'],
      },
    });
    expect(finished.result.conclusion).not.toBe('error');
    const [first, second] = finished.requestsOf('flotilla-lead');
    expect(declaredSearch(first?.body)).toEqual({
      type: 'web_search_20250305',
      name: 'web_search',
      max_uses: 8,
      blocked_domains: ['spam.test'],
    });
    // Declared by the API's name: no client tool called WebSearch is offered.
    expect(requestToolNames(first)).not.toContain('WebSearch');

    // The second request sends the search blocks back as they came (the server checks them).
    expect(second?.status).toBe(200);
    const assistant = requestMessages(second).find((message) => message.role === 'assistant');
    const blocks = Array.isArray(assistant?.content) ? assistant.content : [];
    expect(blocks.map((block) => block.type)).toEqual([
      'server_tool_use',
      'web_search_tool_result',
      'server_tool_use',
      'web_search_tool_result',
      'text',
      'tool_use',
    ]);
    const found = blocks[1] as { content: Array<{ url: string }> };
    // The blocked domain's result was left out, as the API leaves it out.
    expect(found.content.map((result) => result.url)).toEqual(['https://docs.example.com/release']);
    expect(blocks[0]).toMatchObject({ input: { query: 'flotilla release notes' } });

    const lead = finished.result.agents.find((agent) => agent.name === 'flotilla-lead');
    expect(lead?.usage.web_search_requests).toBe(2);
    expect(finished.result.usage.web_search_requests).toBe(2);
    const searches = finished.events.filter(
      (event) => event.type === 'tool' && event.tool === 'WebSearch',
    );
    expect(searches.map((event) => (event.type === 'tool' ? event.summary : ''))).toEqual([
      'flotilla release notes',
      'flotilla changelog',
    ]);
    const transcript = JSON.stringify(await finished.leadTranscript());
    expect(transcript).toContain('"type":"web_search_tool_result"');
    expect(transcript).toContain('flotilla changelog');
  });

  it('is not declared without permission, for a definition that leaves it out, or under a deny rule', async () => {
    const unscripted: ScenarioInput = {
      name: 'no-search',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          repeat_last: true,
          turns: [
            {
              tool_use: [
                {
                  name: 'Agent',
                  input: { description: 'Look', prompt: 'Look.', subagent_type: 'reader' },
                },
              ],
            },
            { text: 'Done.' },
          ],
        },
        { match: { agent: 'reader' }, turns: [{ text: 'Read.' }] },
      ],
    };
    const agents = { reader: agentFile('reader', { tools: 'Read, Grep' }) };
    const noRule = await run({ scenario: unscripted, agents });
    expect(declaredSearch(noRule.requestsOf('flotilla-lead')[0]?.body)).toBeUndefined();

    const allowed = await run({
      scenario: unscripted,
      agents,
      config: { allowedTools: ['WebSearch'] },
    });
    expect(declaredSearch(allowed.requestsOf('flotilla-lead')[0]?.body)).toBeDefined();
    // The reader's tools list does not name WebSearch.
    expect(declaredSearch(allowed.requestsOf('reader')[0]?.body)).toBeUndefined();

    const denied = await run({
      scenario: unscripted,
      agents,
      config: { allowedTools: ['WebSearch'], disallowedTools: ['WebSearch'] },
    });
    expect(declaredSearch(denied.requestsOf('flotilla-lead')[0]?.body)).toBeUndefined();
  });

  it('WebSearch(domain:…) allow rules become allowed_domains; the offline server refuses a search the request did not declare', async () => {
    const finished = await run({
      scenario: searchingLead(),
      config: { allowedTools: ['WebSearch(domain:example.com)'] },
    });
    const [first, second] = finished.requestsOf('flotilla-lead');
    expect(declaredSearch(first?.body)).toMatchObject({ allowed_domains: ['example.com'] });
    const assistant = requestMessages(second).find((message) => message.role === 'assistant');
    const found = (Array.isArray(assistant?.content) ? assistant.content : [])[1] as {
      content: Array<{ url: string }>;
    };
    expect(found.content.map((result) => result.url)).toEqual(['https://docs.example.com/release']);

    // Without an allow rule the request declares no search: the scripted search is refused, and
    // the run ends in error saying why.
    const refused = await run({ scenario: searchingLead() });
    expect(refused.result.conclusion).toBe('error');
    expect(refused.result.error).toMatch(/the request declares no web search tool/);
  });

  it('a paused turn (stop_reason pause_turn) is sent back for the model to go on', async () => {
    const finished = await run({
      scenario: {
        name: 'pause-turn',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                web_search: [{ query: 'long research', results }],
                stop_reason: 'pause_turn',
              },
              { text: 'Finished the research.' },
            ],
          },
        ],
      },
      config: { allowedTools: ['WebSearch'] },
    });
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(2);
    // The paused assistant turn is the last message of the follow-up request: no user turn added.
    expect(requestMessages(requests[1]).at(-1)?.role).toBe('assistant');
    expect(finished.result.agents.find((agent) => agent.name === 'flotilla-lead')?.status).toBe(
      'completed',
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { agentFile, cleanupRuns, requestToolNames, run } from './harness.js';

afterEach(cleanupRuns);

const spawn = (type: string, background = false) => ({
  name: 'Agent',
  input: {
    description: `Run ${type}`,
    prompt: `Work as ${type}.`,
    subagent_type: type,
    run_in_background: background,
  },
});

/** The lead spawns, then says it is done (again after each notification). */
const leadSpawning = (...calls: Array<ReturnType<typeof spawn>>) => ({
  match: { agent: 'flotilla-lead' },
  repeat_last: true,
  turns: [{ tool_use: calls }, { text: 'Done.' }],
});

const answering = (...names: string[]) =>
  names.map((name) => ({ match: { agent: name }, turns: [{ text: `${name} answered.` }] }));

describe("an agent's tools list, as Claude Code 2.1.332 spawns it", () => {
  it('gives an agent whose tools are empty as written no tools, and tells the lead so', async () => {
    const finished = await run({
      agents: {
        bracketed: agentFile('bracketed', { tools: '[]' }),
        bare: agentFile('bare', { tools: '' }),
      },
      scenario: {
        name: 'empty-tools',
        agents: [
          leadSpawning(spawn('bracketed'), spawn('bare')),
          ...answering('bracketed', 'bare'),
        ],
      },
    });
    // Claude Code sends `tools: []`; Flotilla keeps only its output channel.
    expect(requestToolNames(finished.requestsOf('bracketed')[0])).toEqual(['ReportFindings']);
    expect(requestToolNames(finished.requestsOf('bare')[0])).toEqual(['ReportFindings']);
    const agentTool = (
      finished.requestsOf('flotilla-lead')[0]?.body as {
        tools: Array<{ name: string; description: string }>;
      }
    ).tools.find((tool) => tool.name === 'Agent');
    const lines = agentTool?.description.split('\n') ?? [];
    expect(lines).toContain('- bracketed: The bracketed agent. (Tools: None)');
    expect(lines).toContain('- bare: The bare agent. (Tools: None)');
    expect(finished.result.conclusion).toBe('success');
  });
});

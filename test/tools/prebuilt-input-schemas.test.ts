import prettier from 'prettier';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgentToolbox } from '../../src/app/agent-toolbox.js';
import { leadAgent } from '../../src/app/lead-agent.js';
import { createBashTool, bashTool } from '../../src/tools/bash-tool.js';
import {
  inputJsonSchemaOf,
  toolDeclaration,
  toolInputJsonSchema,
  type AnyTool,
} from '../../src/tools/define-tool.js';
import { prebuiltInputSchemas } from '../../src/tools/prebuilt-input-schemas.js';
import { cleanupRuns } from '../subagents/harness.js';
import { startHub, stopHubs } from '../subagents/hub-harness.js';

afterEach(async () => {
  await stopHubs();
  await cleanupRuns();
});

/**
 * The tools whose JSON Schema is made ahead of time: the lead's tools with a fixed input schema,
 * which every run declares in its first request (converting them there took ~10 ms of the start).
 * Agent and SendMessage are left to run time: their schemas change with the fork and team work.
 */
const prebuiltNames = [
  'Read',
  'Write',
  'Edit',
  'MultiEdit',
  'NotebookEdit',
  'Glob',
  'Grep',
  'Bash',
  'BashOutput',
  'KillShell',
  'TodoWrite',
  'WebFetch',
  'TaskStop',
  'TaskOutput',
  'ReportFindings',
  'TeamCreate',
  'TeamDelete',
  'TaskCreate',
  'TaskGet',
  'TaskList',
  'TaskUpdate',
];

const generatedFile = '../../src/tools/prebuilt-input-schemas.ts';

/** The lead's tools as a run gives them: the one toolbox factory and the hub's coordination tools. */
async function leadTools(): Promise<AnyTool[]> {
  const test = await startHub({
    scenario: { name: 'prebuilt-schemas', agents: [{ turns: [{ text: 'Unused.' }] }] },
  });
  const toolbox = createAgentToolbox({ permissionMode: 'default', allow: [], deny: [] });
  return toolbox(leadAgent, test.hub.coordinationTools(test.lead), test.repo.root).tools;
}

/** The module src/tools/prebuilt-input-schemas.ts, made from the tools' zod schemas now. */
async function generatedModule(tools: readonly AnyTool[]): Promise<string> {
  const entries = prebuiltNames.map((name) => {
    const tool = tools.find((each) => each.name === name);
    if (!tool) throw new Error(`the lead has no tool '${name}'`);
    return `${JSON.stringify(name)}: ${JSON.stringify(inputJsonSchemaOf(tool.inputSchema))},`;
  });
  const text = [
    '// Generated from the tools’ zod input schemas by test/tools/prebuilt-input-schemas.test.ts:',
    '// do not edit. After changing one of these schemas, rewrite it with',
    '// `FLOTILLA_SKIP_BUILD=1 npx vitest run test/tools/prebuilt-input-schemas.test.ts -u`.',
    '// A run declares these tools in its first request; converting their zod schemas there took',
    '// about 10 ms of the start (z.toJSONSchema, and compiling zod’s converter).',
    "import type { InputJsonSchema } from './define-tool.js';",
    '',
    `export const prebuiltInputSchemas = { ${entries.join('\n')} } satisfies Record<string, InputJsonSchema>;`,
    '',
  ].join('\n');
  const options = (await prettier.resolveConfig(new URL(generatedFile, import.meta.url))) ?? {};
  return prettier.format(text, { ...options, parser: 'typescript' });
}

describe('prebuilt input schemas', () => {
  it('are, byte for byte, what zod makes of each tool’s input schema now', async () => {
    const tools = await leadTools();
    await expect(await generatedModule(tools)).toMatchFileSnapshot(
      generatedFile,
      'a tool’s input schema changed: rewrite src/tools/prebuilt-input-schemas.ts with this test and -u',
    );
    for (const tool of tools) {
      // What the request declares is what zod makes now, with its keys in the same order (the
      // prompt cache compares bytes).
      const declaration = toolDeclaration(tool);
      expect('input_schema' in declaration && JSON.stringify(declaration.input_schema)).toBe(
        JSON.stringify(inputJsonSchemaOf(tool.inputSchema)),
      );
    }
  });

  it('are the ones the tools declare, and only for their fixed schemas', async () => {
    const tools = await leadTools();
    const prebuilt: Record<string, unknown> = prebuiltInputSchemas;
    for (const name of prebuiltNames) {
      const tool = tools.find((each) => each.name === name);
      expect(tool && toolInputJsonSchema(tool), name).toBe(prebuilt[name]);
    }
    expect(Object.keys(prebuilt)).toEqual(prebuiltNames);
    // Bash's schema names its time limits: other limits than the default make their own.
    expect(toolInputJsonSchema(bashTool)).toBe(prebuiltInputSchemas.Bash);
    const otherLimits = createBashTool({ defaultMs: 5_000, maximumMs: 50_000 });
    expect(otherLimits.inputJsonSchema).toBeUndefined();
    expect(JSON.stringify(toolInputJsonSchema(otherLimits))).toContain('at most 50000');
  });
});

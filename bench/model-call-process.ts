// The one-turn run's floor in section (d): a process that makes the lead's one model call through
// Flotilla's model client (the Anthropic SDK over src/platform/http-fetch.ts) and exits, bundled
// like dist/ is. Everything the one-turn run does beyond this process is Flotilla's own work.
import { createAnthropicModelClient } from '../src/model/anthropic-client.js';
import { resolveModel } from '../src/model/model-aliases.js';
import { useFetchGlobals } from '../src/platform/fetch-globals.js';
import { fanOutPrompt, leadName } from './fan-out-scenario.js';

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error('usage: model-call-process BASE_URL');
// As the CLI's process does (src/cli/index.ts).
useFetchGlobals();
const client = createAnthropicModelClient({ apiKey: 'offline-bench', baseUrl });
const response = await client.createMessage({
  model: resolveModel('sonnet', { parentModel: 'sonnet', aliases: {} }),
  system: [{ type: 'text', text: 'Bench floor.' }],
  messages: [{ role: 'user', content: fanOutPrompt(0) }],
  tools: [],
  maxTokens: 1024,
  agentName: leadName,
});
if (response.content.length === 0) throw new Error('the floor call got an empty answer');

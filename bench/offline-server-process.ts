/**
 * Child process of the benchmark: runs the offline model server on its own event loop.
 * Usage: node --import tsx bench/offline-server-process.ts SCENARIO.json
 * Prints {"url": ...} on the first line; answers each "requests" line on stdin with the request
 * log as one JSON line; exits when stdin closes.
 */
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { startScriptedServer, type ScenarioInput } from '../src/offline/index.js';
import { toLogged } from './model-server.js';

const scenarioFile = process.argv[2];
if (!scenarioFile) {
  process.stderr.write('usage: offline-server-process.ts SCENARIO.json\n');
  process.exit(2);
}
const scenario = JSON.parse(await readFile(scenarioFile, 'utf8')) as ScenarioInput;
const server = await startScriptedServer({ scenario });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'requests') {
    process.stdout.write(`${JSON.stringify(server.requests.map(toLogged))}\n`);
  }
}
await server.close();

import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startScriptedServer, type ScenarioInput } from '../src/offline/index.js';

/** What the benchmark reads back from the offline server about each request. */
export interface LoggedRequest {
  agent: string;
  turn?: number;
  conversation?: string;
  /** Date.now() when the body had arrived, and when the answer was sent. */
  receivedAt: number;
  respondedAt?: number;
  outcome?: string;
}

export type ServerPlacement = 'in-process' | 'separate-process';

export interface ModelServer {
  url: string;
  placement: ServerPlacement;
  /** Every request so far, in arrival order. */
  requests(): Promise<LoggedRequest[]>;
  close(): Promise<void>;
}

/**
 * The offline model for the fan-out benchmark: in this process (as `flotilla run --scenario`
 * does it), or in a child process of its own (as a real, remote model would be: its CPU time is
 * then not charged to Flotilla's event loop).
 */
export async function startModelServer(
  scenario: ScenarioInput,
  placement: ServerPlacement,
  scratchDir: string,
): Promise<ModelServer> {
  if (placement === 'in-process') {
    const server = await startScriptedServer({ scenario });
    return {
      url: server.url,
      placement,
      requests: async () => server.requests.map(toLogged),
      close: () => server.close(),
    };
  }
  const scenarioFile = path.join(scratchDir, 'scenario.json');
  await writeFile(scenarioFile, JSON.stringify(scenario));
  const entry = fileURLToPath(new URL('./offline-server-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, scenarioFile], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async (): Promise<string> => {
    const next = await lines.next();
    if (next.done) throw new Error('The offline server process ended unexpectedly.');
    return next.value as string;
  };
  const { url } = JSON.parse(await nextLine()) as { url: string };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    placement,
    requests: async () => {
      child.stdin.write('requests\n');
      return JSON.parse(await nextLine()) as LoggedRequest[];
    },
    close: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

export function toLogged(request: LoggedRequest): LoggedRequest {
  return {
    agent: request.agent,
    ...(request.turn === undefined ? {} : { turn: request.turn }),
    ...(request.conversation === undefined ? {} : { conversation: request.conversation }),
    receivedAt: request.receivedAt,
    ...(request.respondedAt === undefined ? {} : { respondedAt: request.respondedAt }),
    ...(request.outcome === undefined ? {} : { outcome: request.outcome }),
  };
}

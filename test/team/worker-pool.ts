import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TeamJob } from './scripts/team-worker.js';

/**
 * A worker process of the multi-process team tests: started once (`node --import tsx` costs
 * ~0.7 s of CPU), then sent jobs over IPC (test/team/scripts/team-worker.ts).
 */

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const workerScript = path.join(import.meta.dirname, 'scripts', 'team-worker.ts');

export interface Worker {
  child: ChildProcess;
  run(job: TeamJob): Promise<unknown>;
}

export function startWorker(): Promise<Worker> {
  const child = fork(workerScript, [], {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  return new Promise((resolveReady, rejectReady) => {
    child.on(
      'message',
      (message: { ready?: boolean; id?: number; result?: unknown; error?: string }) => {
        if (message.ready) {
          resolveReady({
            child,
            run: (job) =>
              new Promise((resolve, reject) => {
                const id = nextId++;
                pending.set(id, { resolve, reject });
                child.send({ id, job });
              }),
          });
          return;
        }
        const waiter = message.id === undefined ? undefined : pending.get(message.id);
        if (!waiter || message.id === undefined) return;
        pending.delete(message.id);
        if (message.error !== undefined) waiter.reject(new Error(message.error));
        else waiter.resolve(message.result);
      },
    );
    child.on('exit', (code) => {
      const error = new Error(`team worker exited with code ${code}`);
      rejectReady(error);
      for (const waiter of pending.values()) waiter.reject(error);
    });
  });
}

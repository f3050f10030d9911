import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { runStopSignal, signalExitCode, watchCancellation } from '../../src/app/cancellation.js';
import { agentSignal } from '../../src/subagents/agent-signals.js';

describe('watchCancellation', () => {
  it('cancels on the first signal and exits at once on the second, after the synchronous clean-up', () => {
    const source = new EventEmitter();
    const exits: number[] = [];
    const steps: string[] = [];
    const watch = watchCancellation(
      source as unknown as Parameters<typeof watchCancellation>[0],
      (code) => exits.push(code),
      () => steps.push('cleanup'),
    );
    expect(watch.signal.aborted).toBe(false);
    source.emit('SIGINT');
    expect(watch.signal.aborted).toBe(true);
    expect(watch.received()).toBe('SIGINT');
    expect(exits).toEqual([]);
    source.emit('SIGTERM');
    expect(steps).toEqual(['cleanup']);
    expect(exits).toEqual([143]);
    watch.dispose();
    expect(source.listenerCount('SIGINT')).toBe(0);
    expect(source.listenerCount('SIGTERM')).toBe(0);
  });

  it('maps signals to the exit codes a shell reports', () => {
    expect(signalExitCode('SIGINT')).toBe(130);
    expect(signalExitCode('SIGTERM')).toBe(143);
  });
});

describe('time limits longer than a timer holds (about 24.8 days)', () => {
  it('do not end the run or an agent at once', async () => {
    const run = runStopSignal(3_000_000, undefined);
    const agent = agentSignal(new AbortController().signal, 3_000_000_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run.signal.aborted).toBe(false);
    expect(agent.signal.aborted).toBe(false);
    run.dispose();
    agent.dispose();
  });

  it('end it when the whole limit has passed', () => {
    vi.useFakeTimers();
    try {
      const run = runStopSignal(3_000_000, undefined);
      vi.advanceTimersByTime(2_999_999_000);
      expect(run.signal.aborted).toBe(false);
      vi.advanceTimersByTime(1_000);
      expect(run.signal.aborted).toBe(true);
      expect((run.signal.reason as Error).message).toBe(
        'The run reached its time limit (3000000 s).',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

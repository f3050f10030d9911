import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { signalExitCode, watchCancellation } from '../../src/app/cancellation.js';

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

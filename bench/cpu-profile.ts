import { readFile } from 'node:fs/promises';

/** A V8 CPU profile as written by node:inspector or `node --cpu-prof`. */
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

export interface ProfileEntry {
  name: string;
  /** Milliseconds in this function and everything it called. */
  inclusiveMs: number;
  selfMs: number;
}

/**
 * Where a profile's CPU time went, per function (name, file and line), busiest first: what
 * `npm run bench -- --profile DIR` prints after each profiled run.
 */
export async function summarizeProfile(
  file: string,
): Promise<{ busyMs: number; entries: ProfileEntry[]; components: ProfileEntry[] }> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const selfByNode = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  const byComponent = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of selfByNode) {
    const name = label(nodes.get(id)!.callFrame);
    // Idle time, and the profiler's own work of handing the profile over, are not the run's.
    if (name.startsWith('(idle)') || name.startsWith('(program)') || name === 'dispatch') continue;
    busy += micros;
    const part = component(nodes.get(id)!.callFrame);
    byComponent.set(part, (byComponent.get(part) ?? 0) + micros);
    self.set(name, (self.get(name) ?? 0) + micros);
    const seen = new Set<string>();
    for (
      let current: number | undefined = id;
      current !== undefined;
      current = parents.get(current)
    ) {
      const key = label(nodes.get(current)!.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
    }
  }
  const entries = [...inclusive.entries()]
    .filter(([name]) => !name.startsWith('(root)'))
    .map(([name, micros]) => ({
      name,
      inclusiveMs: micros / 1000,
      selfMs: (self.get(name) ?? 0) / 1000,
    }))
    .sort((a, b) => b.inclusiveMs - a.inclusiveMs);
  const components = [...byComponent.entries()]
    .map(([name, micros]) => ({ name, inclusiveMs: micros / 1000, selfMs: micros / 1000 }))
    .sort((a, b) => b.selfMs - a.selfMs);
  return { busyMs: busy / 1000, entries, components };
}

/**
 * What a sample's own (self) time is charged to: a file of src/ or bench/, a package of
 * node_modules, a part of Node itself (undici, web streams, fs, http...), or the VM
 * (garbage collector, native code without a script).
 */
function component(frame: CallFrame): string {
  const url = frame.url.replace(/^file:\/\//, '');
  const own = /\/((?:src|bench)\/.*)$/.exec(url);
  if (own) return own[1]!;
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return `node_modules/${pkg[1]}`;
  const internal = /^node:(?:internal\/)?(?:deps\/)?([^/]+)/.exec(url);
  if (internal) return `node:${internal[1]}`;
  if (url === '')
    return frame.functionName.startsWith('(') ? frame.functionName : `native ${frame.functionName}`;
  return url;
}

function label(frame: CallFrame): string {
  const where = frame.url
    .replace(/^file:\/\//, '')
    .replace(/^.*?\/(node_modules|src|bench)\//, '$1/');
  return `${frame.functionName || '(anonymous)'}${where ? ` ${where}:${frame.lineNumber + 1}` : ''}`;
}

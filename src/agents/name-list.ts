/** `skills` and `requiredMcpServers`: a list of names, or a comma-separated string of them. */
import { isScalar, isSeq } from 'yaml';
import type { SourceLocation } from './problems.js';
import type { ParseContext } from './yaml-source.js';

export interface NamedEntry {
  name: string;
  at: SourceLocation;
}

function isEmpty(node: unknown): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
}

export function readNameList(
  node: unknown,
  key: string,
  keyAt: SourceLocation,
  context: ParseContext,
): NamedEntry[] | undefined {
  if (isEmpty(node)) return undefined;
  const entries: NamedEntry[] = [];
  const items = isSeq(node) ? node.items : [node];
  for (const item of items) {
    const value = isScalar(item) ? item.value : undefined;
    if (typeof value !== 'string') {
      context.report(
        'field-invalid',
        isSeq(node) ? context.at(item) : keyAt,
        `${key} must be a list of names; this entry is ignored.`,
        `For example:\n${key}:\n  - first-name\n  - second-name`,
      );
      continue;
    }
    const at = context.at(item);
    for (const name of value.split(',')) {
      if (name.trim()) entries.push({ name: name.trim(), at });
    }
  }
  return entries;
}

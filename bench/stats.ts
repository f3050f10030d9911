/** Small numeric helpers for the benchmark: medians, rounding, megabytes. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a';
}

export function ratio(value: number, digits = 2): string {
  return Number.isFinite(value) ? `${value.toFixed(digits)}×` : 'n/a';
}

export function mb(bytes: number): string {
  return Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : 'n/a';
}

/** Runs `fn` `count` times in sequence and returns the results. */
export async function repeat<T>(count: number, fn: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < count; index += 1) results.push(await fn(index));
  return results;
}

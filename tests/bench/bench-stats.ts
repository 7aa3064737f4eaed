// Small statistics the benchmarks share.

/** The median of `values` (the mean of the middle two for an even count; 0 for none). */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `value` rounded to `digits` decimals. */
export function round(value: number, digits = 2): number {
  return Number(value.toFixed(digits));
}

/** The nearest-rank percentile of `values` (`fraction` 0–1; 0 for none). */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/**
 * The order the hero slider loads its pictures in (spec 2.4, 9): the first alone, then the 2nd
 * and 3rd, then the rest in batches of 2 to 3. Returns picture indices per batch.
 */
export function preloadBatches(count: number): number[][] {
  if (count <= 0) return [];
  const batches: number[][] = [[0]];
  if (count > 1) batches.push([1, 2].filter((index) => index < count));
  let next = 3;
  while (next < count) {
    const remaining = count - next;
    // Batches of 3, except that a lone last picture joins the batch before it as 2 + 2.
    const size = remaining === 4 ? 2 : Math.min(3, remaining);
    batches.push(Array.from({ length: size }, (_, offset) => next + offset));
    next += size;
  }
  return batches;
}

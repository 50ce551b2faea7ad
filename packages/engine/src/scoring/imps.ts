/**
 * Upper ends of the IMP bands 0..23 of the L78B scale; anything above the last one is 24 IMPs.
 * Band k holds the differences d with IMP_UPPER_BOUNDS[k-1] < d <= IMP_UPPER_BOUNDS[k].
 */
export const IMP_UPPER_BOUNDS: readonly number[] = Object.freeze([
  10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490,
  2990, 3490, 3990,
]);

/**
 * IMPs for a net point difference (L78B), signed like the difference: +450 → +10, -30 → -1.
 * The count of bounds strictly below |difference| decides, so a non-multiple of 10 from an
 * adjusted score falls into the higher band (15 → 1). NaN gives NaN.
 */
export function imps(difference: number): number {
  if (Number.isNaN(difference)) return Number.NaN;
  const size = Math.abs(difference);
  let count = 0;
  for (const bound of IMP_UPPER_BOUNDS) if (bound < size) count++;
  // `0 - count` keeps a zero result +0 for negative differences.
  return difference < 0 ? 0 - count : count;
}

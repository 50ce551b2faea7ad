// The paired comparison of two benchmark runs, item by item (board, lead): the mean of the
// differences B - A and its standard error, so a change is told from the noise of the boards.

/** Mean and standard error of paired differences (the sample standard deviation over √n). */
export function pairedDifference(differences) {
  const n = differences.length;
  const mean = differences.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(differences.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  return { mean, standardError: sd / Math.sqrt(n) };
}

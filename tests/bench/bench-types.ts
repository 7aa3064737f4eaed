/** One figure from a benchmark. `target`/`met` when the figure has a goal. */
export type BenchResult = {
  suite: string;
  name: string;
  value: number;
  unit: string;
  target?: string;
  met?: boolean;
};

// What a vector run makes: sanitised SVGs with their stats and what each drew, and the engine
// that made them (local composer or the hosted model).
import type { Drawn, SvgStats } from '../contracts/api/vector.ts';
import type { Engine } from '../contracts/api/photo-tools.ts';

export type VectorPicture = {
  /** Sanitised SVG text. */
  svg: string;
  width: number;
  height: number;
  drawn: Drawn;
  stats: SvgStats;
};

export type VectorRun = { pictures: VectorPicture[]; engine: Engine };

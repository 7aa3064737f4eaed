// What a Logo Creator run makes: one sanitised SVG per candidate, the designs that drew them
// (null for a hosted candidate, a traced picture) and the engine that ran.
import type { Engine } from '../contracts/api/photo-tools.ts';
import type { LogoDesign } from '../contracts/api/logo.ts';

/** One candidate's stored picture. */
export type LogoPicture = { svg: string; width: number; height: number };

export type LogoRun = { pictures: LogoPicture[]; designs: (LogoDesign | null)[]; engine: Engine };

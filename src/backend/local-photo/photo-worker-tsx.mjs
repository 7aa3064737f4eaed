// Worker entry used when Hive Local runs from TypeScript sources (tsx, vitest): loads
// photo-worker.ts through tsx's scoped loader. `--import tsx` in a worker's execArgv is not
// reliable (the hooks may register after piscina imports the worker file); a build ships
// photo-worker.js and does not use this file.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./photo-worker.ts', import.meta.url);

export default worker.default;

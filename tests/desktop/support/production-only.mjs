// Loaded with `--import` into the built Hive Local: every ES module import of a package that a
// production install would not have (a development-only entry of package-lock.json: tsx, vite,
// typescript…) fails, so the smoke test proves the built app runs on production packages alone.
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';

const root = process.env.HIVE_PRODUCTION_ONLY_ROOT ?? process.cwd();
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const denied = Object.entries(lock.packages)
  .filter(([path, entry]) => entry.dev === true && /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path))
  .map(([path]) => path.slice('node_modules/'.length));

register('./production-only-hooks.mjs', import.meta.url, { data: { denied } });

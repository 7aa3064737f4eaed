// Copies the WOFF files the font catalogue names (supabase/functions/_shared/fonts/catalogue.ts)
// from node_modules/@fontsource/* into supabase/functions/_shared/fonts/files/, with each family's
// licence. Run `npm run fonts:sync` after changing the catalogue or upgrading @fontsource; a unit
// test fails when the copies and the packages differ.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FONT_FAMILIES, faceFiles } from '../supabase/functions/_shared/fonts/catalogue';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'supabase/functions/_shared/fonts/files');
mkdirSync(target, { recursive: true });
for (const name of readdirSync(target)) rmSync(path.join(target, name));
let count = 0;
for (const family of FONT_FAMILIES) {
  const pkg = path.join(root, 'node_modules/@fontsource', family.id);
  for (const weight of family.weights) {
    for (const file of faceFiles(family.id, weight)) {
      copyFileSync(path.join(pkg, 'files', file), path.join(target, file));
      count += 1;
    }
  }
  copyFileSync(path.join(pkg, 'LICENSE'), path.join(target, `LICENSE-${family.id}.txt`));
}
console.log(`Copied ${count} font files into ${path.relative(root, target)}`);

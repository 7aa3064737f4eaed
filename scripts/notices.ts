// `npm run notices`: writes THIRD_PARTY_NOTICES.txt (shipped in the desktop app, opened from
// Help → About → Licences) and its copy for the web build (resources/public/third-party-notices.txt)
// from the packages Hive Studio ships, after the licence gate. `--check` changes nothing and fails
// when a notices file is out of date or a copyleft licence is not reviewed (npm run dist runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { staticBuilderConfig } from './desktop-build/builder-config';
import { licenceProblems, readReviews, renderNotices } from './licences/licence-check';
import { shippedPackages } from './licences/shipped-packages';

const root = resolve(import.meta.dirname, '..');
/** Where the notices are written: the app's copy and the web build's. */
export const NOTICES_FILES = [
  'THIRD_PARTY_NOTICES.txt',
  'resources/public/third-party-notices.txt',
];
export const REVIEWS_FILE = join(root, 'build/licences/reviewed-copyleft.json');

/** The notices text and the licence problems of this repository's shipped packages. */
export function currentNotices(): { text: string; problems: string[] } {
  const packages = shippedPackages({ root, filesRules: staticBuilderConfig().files });
  return {
    text: renderNotices(packages, root),
    problems: licenceProblems(packages, readReviews(REVIEWS_FILE)),
  };
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return '';
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const { text, problems } = currentNotices();
  for (const problem of problems) console.error(`✖ ${problem}`);
  const stale = NOTICES_FILES.filter((file) => readOrEmpty(file) !== text);
  if (check) {
    for (const file of stale) console.error(`✖ ${file} is out of date: run npm run notices`);
    process.exit(problems.length > 0 || stale.length > 0 ? 1 : 0);
  }
  for (const file of NOTICES_FILES) writeFileSync(join(root, file), text);
  console.log(`Wrote ${NOTICES_FILES.join(' and ')} (${text.length} characters).`);
  process.exit(problems.length > 0 ? 1 : 0);
}

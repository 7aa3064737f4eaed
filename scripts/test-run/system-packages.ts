// What `npm test` needs from the operating system beyond npm: Debian's Chromium (the end-to-end
// tests), Debian's PostgreSQL server and its pgTAP extension (the tests that compare PGlite with a
// real PostgreSQL and run the database tests there), and poppler-utils (pdftoppm renders the PDFs
// the end-to-end tests download). On a machine without them `npm test`
// installs them itself when it can (root, with apt-get), as .ci/run does; otherwise it stops at
// once with the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A Debian package and how to tell it is installed. */
type Requirement = { pkg: string; present: () => boolean };

function anyVersion(base: string, relative: string): boolean {
  if (!existsSync(base)) return false;
  return readdirSync(base).some((version) => existsSync(join(base, version, relative)));
}

/** Debian's default PostgreSQL major of this release (the pgTAP package is named after it). */
function pgtapPackage(): string {
  const installed = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  return `postgresql-${installed ?? '15'}-pgtap`;
}

export function requirements(chromiumPath: string): Requirement[] {
  return [
    { pkg: 'chromium', present: () => existsSync(chromiumPath) },
    { pkg: 'postgresql', present: () => anyVersion('/usr/lib/postgresql', 'bin/initdb') },
    {
      pkg: pgtapPackage(),
      present: () => anyVersion('/usr/share/postgresql', 'extension/pgtap.control'),
    },
    // pdftoppm: end-to-end tests render the PDFs they download to PNG, to look at them.
    { pkg: 'poppler-utils', present: () => existsSync('/usr/bin/pdftoppm') },
  ];
}

/** The packages of `list` that are missing. */
export function missingPackages(list: Requirement[]): string[] {
  return list.filter((requirement) => !requirement.present()).map((requirement) => requirement.pkg);
}

/** The one command that installs `packages`. */
export function installCommand(packages: string[]): string {
  return `apt-get update && apt-get install -y ${packages.join(' ')}`;
}

/**
 * Installs what is missing when this process may (root, apt-get present); returns null when
 * everything is there afterwards, else the sentence telling the user the one command to run.
 */
export function ensureSystemPackages(chromiumPath: string): string | null {
  const list = requirements(chromiumPath);
  const missing = missingPackages(list);
  if (missing.length === 0) return null;
  const command = installCommand(missing);
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt)
    return `npm test needs ${missing.join(', ')} from Debian's packages. Run as root: ${command}`;
  console.log(`Installing from Debian's packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env,
  });
  const still = missingPackages(list);
  if (update.status !== 0 || install.status !== 0 || still.length > 0)
    return `Installing ${still.join(', ') || missing.join(', ')} failed. Run as root: ${installCommand(still.length > 0 ? still : missing)}`;
  return null;
}

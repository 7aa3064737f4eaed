// The licence gate and the notices: every package Hive Studio ships (the desktop app's
// node_modules and whatever Vite bundles) has a permissive licence or a reviewed decision in
// build/licences/reviewed-copyleft.json; a package whose licence file is the AGPL fails the gate
// when it enters a shipped bundle unreviewed, whether as a dependency or as a bundled import;
// the generated notices are current and ship with the desktop app and the web build.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticBuilderConfig } from '../../scripts/desktop-build/builder-config';
import {
  copyleftFamily,
  licenceProblems,
  readReviews,
  type LicenceReview,
} from '../../scripts/licences/licence-check';
import { shippedPackages } from '../../scripts/licences/shipped-packages';
import { currentNotices, NOTICES_FILES, REVIEWS_FILE } from '../../scripts/notices';

const root = resolve(import.meta.dirname, '../..');
const fixture = join(root, 'tests/fixtures/licences/agpl-engine');
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small project whose lock lists the AGPL fixture: as a dependency, or a bundled dev import. */
function projectWithFixture(as: 'dependency' | 'bundled import'): string {
  const project = mkdtempSync(join(tmpdir(), 'hive-licences-'));
  temporary.push(project);
  cpSync(fixture, join(project, 'node_modules/agpl-engine'), { recursive: true });
  const dev = as === 'bundled import';
  writeFileSync(
    join(project, 'package-lock.json'),
    JSON.stringify({
      lockfileVersion: 3,
      packages: {
        '': { name: 'project' },
        'node_modules/agpl-engine': {
          version: '1.0.0',
          license: 'SEE LICENSE IN LICENSE.md',
          ...(dev && { dev: true }),
        },
      },
    }),
  );
  if (dev) {
    mkdirSync(join(project, 'src/renderer/src'), { recursive: true });
    writeFileSync(
      join(project, 'src/renderer/src/engine.ts'),
      "import { run } from 'agpl-engine';\nexport { run };\n",
    );
  }
  return project;
}

describe('the licence gate', () => {
  it('finds no shipped package with a copyleft licence that has not been reviewed', () => {
    expect(currentNotices().problems).toEqual([]);
  });

  it.each(['dependency', 'bundled import'] as const)(
    'fails when a package whose licence file is the AGPL enters a shipped bundle as a %s',
    (as) => {
      const packages = shippedPackages({ root: projectWithFixture(as) });
      expect(packages).toEqual([
        expect.objectContaining({
          name: 'agpl-engine',
          licence: 'AGPL-3.0 (from its licence file)',
        }),
      ]);
      const problems = licenceProblems(packages, readReviews(REVIEWS_FILE));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('agpl-engine@1.0.0');
      expect(problems[0]).toContain('AGPL');
    },
  );

  it('passes the same package once a review names it and its licence family', () => {
    const review: LicenceReview = {
      packages: ['agpl-*'],
      licence: 'AGPL',
      decision: 'A test decision: shipped with the corresponding source offered beside it.',
      reference: 'test',
    };
    const packages = shippedPackages({ root: projectWithFixture('dependency') });
    expect(licenceProblems(packages, [review])).toEqual([]);
    // A review for another licence family does not cover it.
    expect(licenceProblems(packages, [{ ...review, licence: 'LGPL' }])).toHaveLength(1);
  });

  it('reads the copyleft family from SPDX expressions (a permissive choice wins)', () => {
    expect(copyleftFamily('MIT')).toBeNull();
    expect(copyleftFamily('(MIT OR GPL-3.0-or-later)')).toBeNull();
    expect(copyleftFamily('Apache-2.0 AND LGPL-3.0-or-later')).toBe('LGPL');
    expect(copyleftFamily('AGPL-3.0-only')).toBe('AGPL');
    expect(copyleftFamily('SSPL-1.0')).toBe('SSPL');
    expect(copyleftFamily('CC-BY-SA-4.0')).toBe('CC-BY-SA');
    expect(copyleftFamily('unknown (no licence field, not installed)')).toBe('unknown');
  });

  it('keeps IMG.LY reviewed as AGPL and the README saying so plainly', () => {
    expect(readReviews(REVIEWS_FILE)).toContainEqual(
      expect.objectContaining({ packages: ['@imgly/background-removal-node'], licence: 'AGPL' }),
    );
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
      .replace(/\*\*/g, '')
      .replace(/\s+/g, ' ');
    expect(readme).toContain('Desktop distributions include an AGPL-3.0 component');
    expect(readme).toContain('The corresponding source is this repository');
    expect(readme).toContain('--without-imgly');
  });
});

describe('third-party notices', () => {
  it('are current in the app copy and the web build copy (npm run notices)', () => {
    const { text } = currentNotices();
    for (const file of NOTICES_FILES)
      expect(readFileSync(join(root, file), 'utf8') === text, `${file}: run npm run notices`).toBe(
        true,
      );
  });

  it('ship with the desktop app beside the project LICENSE', () => {
    const resources = staticBuilderConfig().extraResources as { from: string; to: string }[];
    expect(resources).toEqual(
      expect.arrayContaining([
        { from: 'THIRD_PARTY_NOTICES.txt', to: 'THIRD_PARTY_NOTICES.txt' },
        { from: 'LICENSE', to: 'LICENSE' },
      ]),
    );
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });
});

// `npm run dist`: the desktop installers. Refuses to build without the cloud project's URL and anon
// key unless asked for an offline edition (scripts/dist-plan.ts); checks the licences and the
// notices; builds with electron-vite, the release configuration baked in; then electron-builder
// with scripts/desktop-build/builder-config.ts (feed and channel from the release, fuses flipped
// after packing, IMG.LY left out with --without-imgly). Needs the Electron binary, which
// electron-builder downloads: run it on a release machine (build/README.md).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RELEASE_CONFIG_ENV } from '../src/main/release-config';
import { desktopBuilderConfig } from './desktop-build/builder-config';
import { planDist, type DistRequest } from './dist-plan';

const root = resolve(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  version: string;
};

const plan = planDist(process.argv.slice(2), process.env, version);
if (!plan.ok) {
  console.error(plan.message);
  process.exit(2);
}
const { release, request } = plan;
const summary = {
  version,
  edition: release.edition,
  cloud: release.edition === 'cloud' ? release.cloud.url : null,
  updates: release.updates,
  localBackgroundRemoval: release.localBackgroundRemoval,
  targets: request.targets,
};
console.log(`npm run dist: ${JSON.stringify(summary, null, 2)}`);
if (request.dryRun) process.exit(0);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The licence gate and current notices (they ship in the app).
run('npx', ['tsx', 'scripts/notices.ts', '--check']);
run('npx', ['electron-vite', 'build'], {
  ...process.env,
  [RELEASE_CONFIG_ENV]: JSON.stringify(release),
});

/** electron-builder's CLI-style options for the requested targets. */
function builderTargets(targets: DistRequest['targets']): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [platform, names] of Object.entries(targets.platforms))
    if (names.length > 0) options[platform] = names.filter((name) => name !== 'default');
  for (const arch of targets.archs) options[arch] = true;
  return options;
}

const { build } = await import('electron-builder');
await build({
  ...builderTargets(request.targets),
  publish: request.publish,
  config: desktopBuilderConfig({ release, withoutImgly: request.withoutImgly }) as never,
});
console.log(`\nInstallers in release/${version}/.`);

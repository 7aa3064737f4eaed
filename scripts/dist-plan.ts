// What `npm run dist` is asked to build, decided before anything is built: a cloud release needs
// the hosted project's URL and anon key (HIVE_CLOUD_URL, HIVE_CLOUD_ANON_KEY), validated with zod;
// without them it builds only when asked for an offline edition (--offline-edition). The update
// feed and channel come from HIVE_UPDATE_FEED_URL (default the Hive Studio feed) and
// HIVE_UPDATE_CHANNEL (default: beta for a pre-release version, else stable).
import { z } from 'zod';
import {
  DEFAULT_UPDATE_FEED,
  releaseConfigSchema,
  type ReleaseConfig,
} from '../src/main/release-config';

/** What the command line asked for. */
export type DistRequest = {
  offlineEdition: boolean;
  withoutImgly: boolean;
  /** Validate and print the plan; build nothing. */
  dryRun: boolean;
  /** electron-builder's targets: `--linux [targets…]`, `--mac`, `--win`, `--x64`, `--arm64`, `--dir`. */
  targets: { platforms: Record<'linux' | 'mac' | 'win', string[]>; archs: ('x64' | 'arm64')[] };
  publish: 'never' | 'always' | 'onTag' | 'onTagOrDraft';
};

/** The decision: build this release, or refuse with a message for a person. */
export type DistPlan =
  | { ok: true; release: Exclude<ReleaseConfig, { edition: 'development' }>; request: DistRequest }
  | { ok: false; message: string };

const usage =
  'Usage: npm run dist -- [--offline-edition] [--without-imgly] [--dry-run] [--linux|--mac|--win [targets…]] [--x64] [--arm64] [--publish never|always|onTag]';

/** Parses `npm run dist -- …` arguments; throws on anything unknown. */
export function parseDistArguments(argv: readonly string[]): DistRequest {
  const request: DistRequest = {
    offlineEdition: false,
    withoutImgly: false,
    dryRun: false,
    targets: { platforms: { linux: [], mac: [], win: [] }, archs: [] },
    publish: 'never',
  };
  const chosen = new Set<'linux' | 'mac' | 'win'>();
  let platform: 'linux' | 'mac' | 'win' | null = null;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '--offline-edition') request.offlineEdition = true;
    else if (argument === '--without-imgly') request.withoutImgly = true;
    else if (argument === '--dry-run') request.dryRun = true;
    else if (argument === '--linux' || argument === '--mac' || argument === '--win') {
      platform = argument.slice(2) as 'linux' | 'mac' | 'win';
      chosen.add(platform);
    } else if (argument === '--x64' || argument === '--arm64')
      request.targets.archs.push(argument.slice(2) as 'x64' | 'arm64');
    else if (argument === '--dir') {
      if (!platform) throw new Error(`--dir needs a platform first. ${usage}`);
      request.targets.platforms[platform].push('dir');
    } else if (argument === '--publish') {
      const value = argv[++index];
      request.publish = z.enum(['never', 'always', 'onTag', 'onTagOrDraft']).parse(value);
    } else if (!argument.startsWith('-') && platform)
      request.targets.platforms[platform].push(argument);
    else throw new Error(`Unknown argument ${argument}. ${usage}`);
  }
  for (const name of chosen)
    if (request.targets.platforms[name].length === 0) request.targets.platforms[name] = ['default'];
  return request;
}

function issues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join('.') || 'value'}: ${issue.message}`)
    .join('\n');
}

/** Decides the release from the arguments, the environment and the package version. */
export function planDist(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  version: string,
): DistPlan {
  let request: DistRequest;
  try {
    request = parseDistArguments(argv);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const url = env.HIVE_CLOUD_URL?.trim() || undefined;
  const anonKey = env.HIVE_CLOUD_ANON_KEY?.trim() || undefined;
  const channel = env.HIVE_UPDATE_CHANNEL ?? (version.includes('-') ? 'beta' : 'stable');
  const updates = { feedUrl: env.HIVE_UPDATE_FEED_URL ?? DEFAULT_UPDATE_FEED, channel };
  const localBackgroundRemoval = !request.withoutImgly;

  if (request.offlineEdition && (url || anonKey))
    return {
      ok: false,
      message:
        'npm run dist: --offline-edition builds an app without the cloud, but HIVE_CLOUD_URL or HIVE_CLOUD_ANON_KEY is set. Unset them, or drop --offline-edition for a cloud release.',
    };
  if (!request.offlineEdition && (!url || !anonKey)) {
    const missing = [!url && 'HIVE_CLOUD_URL', !anonKey && 'HIVE_CLOUD_ANON_KEY']
      .filter(Boolean)
      .join(' and ');
    return {
      ok: false,
      message: [
        `npm run dist: a release talks to the cloud, and ${missing} ${missing.includes(' and ') ? 'are' : 'is'} not set.`,
        '  HIVE_CLOUD_URL=https://<project-ref>.supabase.co HIVE_CLOUD_ANON_KEY=<anon key> npm run dist',
        'Or build an app that works only on this computer, which says so in its About box:',
        '  npm run dist -- --offline-edition',
      ].join('\n'),
    };
  }
  const candidate = request.offlineEdition
    ? { edition: 'offline', updates, localBackgroundRemoval }
    : { edition: 'cloud', cloud: { url, anonKey }, updates, localBackgroundRemoval };
  const parsed = releaseConfigSchema.safeParse(candidate);
  if (!parsed.success)
    return {
      ok: false,
      message: `npm run dist: the release settings are not valid:\n${issues(parsed.error)}`,
    };
  if (parsed.data.edition === 'development')
    throw new Error('unreachable: a dist is never a development build');
  return { ok: true, release: parsed.data, request };
}

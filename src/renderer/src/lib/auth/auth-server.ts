// What the auth server offers the sign-in screens: which OAuth providers are switched on (GoTrue's
// public /auth/v1/settings, the same on hosted Supabase and Hive Local), and — only on Hive Local
// — the local mail outbox where confirmation links and codes arrive.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import type { BackendConfig, Platform } from '@/platform/platform';

/** The OAuth providers the app offers buttons for. */
export const OAUTH_PROVIDERS = ['google', 'github'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

/** What the screens need to know about the auth server. */
export type AuthServerInfo = {
  /** Enabled OAuth providers, in the order the buttons show. */
  providers: OAuthProviderId[];
  /** Hive Local's outbox page, or null on hosted Supabase. */
  outboxUrl: string | null;
  /** True on Hive Local, whose GitHub provider is the local test identity provider. */
  local: boolean;
};

async function enabledProviders(config: BackendConfig, fetcher: typeof fetch) {
  try {
    const response = await fetcher(`${config.url}/auth/v1/settings`, {
      headers: { apikey: config.anonKey },
    });
    if (!response.ok) return [];
    const settings = (await response.json()) as { external?: Record<string, unknown> };
    return OAUTH_PROVIDERS.filter((provider) => settings.external?.[provider] === true);
  } catch (error) {
    console.warn('Reading the auth settings failed:', error);
    return [];
  }
}

async function isHiveLocal(config: BackendConfig, fetcher: typeof fetch): Promise<boolean> {
  try {
    const response = await fetcher(`${config.url}/_local/health`);
    return response.ok && (response.headers.get('content-type') ?? '').includes('json');
  } catch {
    // Hosted Supabase has no such page (and may refuse the cross-origin request).
    return false;
  }
}

/** Asks the backend what it offers; never throws (no providers, no outbox). */
export async function fetchAuthServerInfo(
  config: BackendConfig | null,
  fetcher: typeof fetch = fetch,
): Promise<AuthServerInfo> {
  if (!config) return { providers: [], outboxUrl: null, local: false };
  const [providers, local] = await Promise.all([
    enabledProviders(config, fetcher),
    isHiveLocal(config, fetcher),
  ]);
  return { providers, local, outboxUrl: local ? `${config.url}/_local/mail` : null };
}

/** Query options: looked up once per visit. */
export function getAuthServerInfoQueryOptions(platform: Platform | null) {
  return queryOptions({
    queryKey: ['auth', 'server-info'] as const,
    queryFn: async () => fetchAuthServerInfo(platform ? await platform.getBackendConfig() : null),
    enabled: !!platform,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The auth server's offer (undefined while it is looked up). */
export function useAuthServerInfo(): AuthServerInfo | undefined {
  const { platform } = useBackend();
  return useQuery(getAuthServerInfoQueryOptions(platform)).data;
}

// The backend the app talks to (URL and anon key), once the platform has it.
import { useEffect, useState } from 'react';
import type { BackendConfig } from '@/platform/platform';
import { useBackend } from '@/lib/backend-context';

/** The backend configuration, or null while unknown or when there is none. */
export function useBackendConfig(): BackendConfig | null {
  const { platform, status } = useBackend();
  const [config, setConfig] = useState<BackendConfig | null>(null);
  useEffect(() => {
    if (!platform || status !== 'ready') return;
    let current = true;
    platform.getBackendConfig().then(
      (found) => current && setConfig(found),
      () => current && setConfig(null),
    );
    return () => {
      current = false;
    };
  }, [platform, status]);
  return config;
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { getDesignsQueryOptions } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';

/**
 * How many designs the user has saved (server and this browser's copies), shared with My
 * Creations' cache. A server read that fails — e.g. a database without the designs table yet —
 * is logged by fetchAllDesigns and counts only the local copies (0 when there are none).
 */
export function useDesignCount(): number | undefined {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  return useQuery(getDesignsQueryOptions(supabase, storage, user?.id)).data?.designs.length;
}

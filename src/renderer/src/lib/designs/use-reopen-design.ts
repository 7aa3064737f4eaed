// Reopening a saved creation in its tool: My Creations links to `<tool>?design=<id>` (see
// features/my-designs/design-tool.ts). The tool's page reads the design once for that address
// (the server's copy or this browser's) and hands it to the tool's own loader, which says whether
// it could open it (its details parse, its files read); the page shows a refusal otherwise.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import type { Design } from './design-schemas';
import { fetchDesign } from './designs-api';
import { browserStorage } from './local-designs';

/** Where reopening stands: nothing to open, reading it, or it could not be opened. */
export type ReopenState = 'idle' | 'loading' | 'failed';

/**
 * Opens `?design=<id>` once per address: `open` gets the design and resolves true when the tool
 * took it. Its latest version is used, so it may close over the page's state.
 */
export function useReopenDesign(open: (design: Design) => Promise<boolean> | boolean): ReopenState {
  const [params] = useSearchParams();
  const designId = params.get('design');
  const { supabase } = useBackend();
  const { user } = useAuth();
  const [state, setState] = useState<ReopenState>(designId ? 'loading' : 'idle');
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    if (!designId || !supabase || !user) return undefined;
    let live = true;
    void (async () => {
      try {
        const design = await fetchDesign(supabase, browserStorage(), user.id, designId);
        const opened = design ? await latest.current(design) : false;
        if (live) setState(opened ? 'idle' : 'failed');
      } catch (error) {
        console.warn('Reopening the creation failed:', error);
        if (live) setState('failed');
      }
    })();
    return () => {
      live = false;
    };
  }, [designId, supabase, user]);
  return state;
}

import { useQuery } from '@tanstack/react-query';
import { FolderOpen, Loader2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mockupMessages } from '@contracts/api/logo-mockups';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import type { Design } from '@/lib/designs/design-schemas';
import { getDesignsQueryOptions } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';
import { notifyError } from '@/lib/notify';
import { savedKitDetails, signKit } from '../api/kit-api';
import type { ShownKit } from './kit-results';

/** The query parameter that names a saved kit to reopen (`/logo-marketing?design=<id>`). */
export const REOPEN_PARAM = 'design';

/**
 * Kits saved to My Creations, to open again: a list of them, and the one named in the address
 * (`?design=<id>`) opened at once. Their files are signed afresh from the paths the design keeps.
 */
export function SavedKits({
  onOpen,
  disabled,
}: {
  onOpen: (shown: ShownKit) => void;
  disabled: boolean;
}) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  const designs = useQuery(getDesignsQueryOptions(supabase, storage, user?.id));
  const [params] = useSearchParams();
  const [opening, setOpening] = useState<string | null>(null);
  const kits = useMemo(
    () =>
      (designs.data?.designs ?? [])
        .filter((design) => savedKitDetails(design) !== null)
        .slice(0, 6),
    [designs.data],
  );

  const reopen = async (design: Design): Promise<ShownKit> => {
    const details = savedKitDetails(design);
    if (!supabase || !details) throw new Error('Not a saved kit');
    return {
      kit: await signKit(supabase, details.kit),
      brand: details.brand,
      engine: { kind: 'local', name: design.model },
      saved: true,
    };
  };

  const open = async (design: Design) => {
    setOpening(design.id);
    try {
      onOpen(await reopen(design));
    } catch (error) {
      console.warn('Reopening a saved kit failed:', error);
      void notifyError(mockupMessages.kitUnavailable);
    } finally {
      setOpening(null);
    }
  };

  // The kit the address names, read once the designs are: opened when its files are signed.
  const wanted = params.get(REOPEN_PARAM);
  const wantedDesign = designs.data?.designs.find((entry) => entry.id === wanted);
  const named = useQuery({
    queryKey: ['logo-kit-reopen', wanted],
    queryFn: () => reopen(wantedDesign!),
    enabled: !!wantedDesign && !!supabase,
    staleTime: Infinity,
    retry: false,
  });
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || opened.current === wanted) return;
    if (named.data) {
      opened.current = wanted;
      onOpen(named.data);
    } else if (named.isError) {
      opened.current = wanted;
      void notifyError(mockupMessages.kitUnavailable);
    }
  }, [wanted, named.data, named.isError, onOpen]);

  if (kits.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-foreground text-sm font-semibold">Your saved kits</h3>
      <ul className="flex flex-wrap gap-2" aria-label="Your saved kits">
        {kits.map((design) => (
          <li key={design.id}>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void open(design)}
              disabled={disabled || opening !== null}
            >
              {opening === design.id ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <FolderOpen aria-hidden />
              )}
              {design.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

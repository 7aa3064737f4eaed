// The credit pill's mark in a desktop release working on this computer (File → Work Offline, or
// the offline edition): the credits shown are this computer's, not the cloud account's.
import { buildEdition, offlineMark } from './connection-status';
import { useBackendConfig } from './use-backend-url';

/** "Offline" inside the credit pill while a release works on Hive Local; nothing otherwise. */
export function OfflineMark() {
  const config = useBackendConfig();
  const label = offlineMark(buildEdition(), config?.url ?? null);
  if (!label) return null;
  return (
    <span
      data-testid="credit-pill-offline"
      className="rounded-full bg-red-400/15 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide text-red-200 uppercase"
      title="Working on this computer: credits and creations here are separate from your cloud account"
    >
      {label}
    </span>
  );
}

import { Hammer } from 'lucide-react';
import type { ToolBadge } from '@contracts/tools/tool-definition';
import type { Tool } from '@contracts/tools/tool-registry';
import { isAvailable, shownBadges } from '@contracts/tools/tool-views';
import { Badge } from '@/components/ui/badge';

/**
 * The "Coming soon" mark of a tool whose page is not built yet. Every surface that lists tools
 * uses this one mark, so a tool reads the same in the menus, the footer and on every card (e2e
 * tests find it by its test id).
 */
export function ComingSoonMark() {
  return (
    <Badge variant="secondary" data-testid="tool-status">
      {/* Important: menus size their own icons with descendant rules; the mark stays small everywhere. */}
      <Hammer className="!size-3" aria-hidden /> Coming soon
    </Badge>
  );
}

/** A New or Pro badge. */
export function ToolBadgeChip({ badge }: { badge: ToolBadge }) {
  return (
    <Badge variant={badge} data-testid="tool-badge">
      {badge === 'new' ? 'New' : 'Pro'}
    </Badge>
  );
}

/**
 * What a surface shows beside a tool's name: "Coming soon" for a tool that cannot be used yet
 * (never a New badge: nothing is new that nobody can open), otherwise its badges.
 */
export function ToolMarks({ tool }: { tool: Tool }) {
  if (!isAvailable(tool)) return <ComingSoonMark />;
  return shownBadges(tool).map((badge) => <ToolBadgeChip key={badge} badge={badge} />);
}

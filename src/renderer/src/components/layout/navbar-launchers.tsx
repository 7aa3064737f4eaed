// The navbar's menus load after the first paint (lib/deferred-module): until then an identical
// placeholder trigger stands in, and a click on it opens the menu as soon as it arrives.
import { ChevronDown, Menu, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { deferModule, useDeferredModule } from '@/lib/deferred-module';
import { avatarTriggerClass, navTriggerClass } from './trigger-styles';

const aiToolsMenu = deferModule(() => import('./ai-tools-menu'));
const profileMenu = deferModule(() => import('./profile-menu'));
const mobileMenu = deferModule(() => import('./mobile-menu'));

/** The AI tools menu, loaded on idle or intent. */
export function AiToolsMenuLauncher() {
  const { module, openRequested, restoreFocus, placeholderProps } = useDeferredModule(aiToolsMenu);
  if (module) return <module.AiToolsMenu defaultOpen={openRequested} focusTrigger={restoreFocus} />;
  return (
    <button type="button" className={navTriggerClass} {...placeholderProps}>
      AI Tools
      <ChevronDown className="size-4" aria-hidden />
    </button>
  );
}

/** The account menu, loaded on idle or intent. */
export function ProfileMenuLauncher() {
  const { module, openRequested, restoreFocus, placeholderProps } = useDeferredModule(profileMenu);
  if (module) return <module.ProfileMenu defaultOpen={openRequested} focusTrigger={restoreFocus} />;
  return (
    <button
      type="button"
      aria-label="Account menu"
      className={avatarTriggerClass}
      {...placeholderProps}
    >
      <span className="bg-surface-overlay text-gold-300 ring-gold-400/40 flex size-10 items-center justify-center rounded-full ring-1">
        <UserRound className="size-5" aria-hidden />
      </span>
    </button>
  );
}

/** The small-screen slide-out menu, loaded on idle or intent. */
export function MobileMenuLauncher() {
  const { module, openRequested, restoreFocus, placeholderProps } = useDeferredModule(mobileMenu);
  if (module) return <module.MobileMenu defaultOpen={openRequested} focusTrigger={restoreFocus} />;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label="Open menu"
      {...placeholderProps}
      aria-haspopup="dialog"
    >
      <Menu className="size-5" aria-hidden />
    </Button>
  );
}

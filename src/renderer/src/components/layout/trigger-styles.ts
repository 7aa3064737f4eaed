/** Navbar menu trigger look, shared by the real triggers and their placeholders so the swap is invisible. */
export const navTriggerClass =
  'group inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-foreground/80 transition-colors outline-none hover:bg-white/5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-white/5 data-[state=open]:text-gold-200';

/** The round account-menu trigger. */
export const avatarTriggerClass =
  'cursor-pointer rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

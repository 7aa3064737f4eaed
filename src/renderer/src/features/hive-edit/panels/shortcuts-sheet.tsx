// The keyboard shortcuts sheet: every command of the registry that has a chord, grouped as the
// menus group them and written for this computer ("Ctrl+G" or "⌘G"), with the history's undo and
// redo and the canvas's pointer gestures.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { CommandGroup, Shortcut } from '../commands/command';
import { COMMANDS } from '../commands/registry';
import { REDO_SHORTCUTS, UNDO_SHORTCUTS, formatShortcut } from '../commands/shortcuts';

/** One line of the sheet: what it does and the keys (or gesture) for it. */
export type ShortcutEntry = { label: string; keys: string[] };

const GROUP_TITLES: Record<CommandGroup, string> = {
  edit: 'Edit',
  arrange: 'Arrange',
  layer: 'Layers',
  insert: 'Add',
  view: 'View',
};

const GROUP_ORDER: readonly CommandGroup[] = ['edit', 'insert', 'arrange', 'layer', 'view'];

/** Whether this computer is a Mac (Cmd instead of Ctrl). */
export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return /mac/i.test(data?.platform ?? navigator.platform ?? navigator.userAgent);
}

const unique = (keys: string[]): string[] => [...new Set(keys)];

/** The sheet's sections: the commands with chords by group, then the canvas's own gestures. */
export function shortcutSections(isMac: boolean): { title: string; entries: ShortcutEntry[] }[] {
  const write = (list: readonly Shortcut[]): string[] =>
    unique(list.map((shortcut) => formatShortcut(shortcut, isMac)));
  const sections = GROUP_ORDER.map((group) => ({
    title: GROUP_TITLES[group],
    entries: COMMANDS.filter(
      (command) => command.group === group && command.shortcuts.length > 0,
    ).map((command) => ({ label: command.label, keys: write(command.shortcuts) })),
  }));
  const edit = sections.find((section) => section.title === GROUP_TITLES.edit);
  edit?.entries.unshift(
    { label: 'Undo', keys: write(UNDO_SHORTCUTS) },
    { label: 'Redo', keys: write(REDO_SHORTCUTS) },
  );
  const mod = isMac ? '⌘' : 'Ctrl';
  sections.push({
    title: 'Canvas',
    entries: [
      { label: 'Pan the canvas', keys: ['Space + drag'] },
      { label: 'Zoom', keys: [`${mod} + wheel`, 'Pinch'] },
      { label: 'Snap the angle while rotating', keys: ['Shift + rotate'] },
      { label: 'Edit text', keys: ['Double-click the text'] },
      { label: 'Keyboard shortcuts', keys: ['?'] },
    ],
  });
  return sections.filter((section) => section.entries.length > 0);
}

/** The "Keyboard shortcuts" dialog. */
export function ShortcutsSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sections = shortcutSections(isMacPlatform());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[85vh] max-w-2xl grid-rows-[auto_1fr]"
        data-testid="shortcuts-sheet"
        // Keys pressed here stay here: the editor's shortcuts would act on the design behind.
        onKeyDown={(event) => event.stopPropagation()}
      >
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>What the keyboard and the pointer do in the editor.</DialogDescription>
        </DialogHeader>
        {/* The list scrolls, so it takes focus (keyboard users scroll it with the arrows). */}
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label="Shortcuts"
          className="focus-visible:ring-ring -mx-2 min-h-0 overflow-y-auto rounded-md px-2 outline-none focus-visible:ring-2"
        >
          <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {sections.map((section) => (
              <section key={section.title} aria-label={section.title}>
                <h3 className="text-muted-foreground mb-2 text-[0.6875rem] font-semibold tracking-widest uppercase">
                  {section.title}
                </h3>
                <dl className="flex flex-col gap-1.5">
                  {section.entries.map((entry) => (
                    <div
                      key={entry.label}
                      className="flex items-baseline justify-between gap-3 text-sm"
                    >
                      <dt className="text-foreground/90">{entry.label}</dt>
                      <dd className="flex shrink-0 flex-wrap justify-end gap-1">
                        {entry.keys.map((key, index) => (
                          <span key={key} className="flex items-baseline gap-1">
                            {index > 0 && <span className="text-muted-foreground text-xs">or</span>}
                            <kbd className="border-border bg-surface-raised text-foreground rounded border px-1.5 py-0.5 font-mono text-xs">
                              {key}
                            </kbd>
                          </span>
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DEFAULT_FOLDER_COLOR } from '@/lib/designs/design-schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

/** Folder colours to pick from; amber is the default (spec 3). */
export const FOLDER_COLORS = [
  { value: DEFAULT_FOLDER_COLOR, name: 'Amber' },
  { value: '#ef4444', name: 'Red' },
  { value: '#ec4899', name: 'Pink' },
  { value: '#8b5cf6', name: 'Violet' },
  { value: '#3b82f6', name: 'Blue' },
  { value: '#14b8a6', name: 'Teal' },
  { value: '#10b981', name: 'Green' },
  { value: '#a3a3a3', name: 'Grey' },
] as const;

/** Creates a folder, or renames and recolours one. */
export function FolderDialog({
  open,
  onOpenChange,
  initial,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: { name: string; color: string };
  onSubmit: (folder: { name: string; color: string }) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [color, setColor] = useState(initial?.color ?? DEFAULT_FOLDER_COLOR);
  const id = useId();
  const editing = !!initial;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return;
    onSubmit({ name: name.trim(), color });
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit folder' : 'New folder'}</DialogTitle>
            <DialogDescription>Folders keep related creations together.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              Folder name
            </label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={80}
              required
              onChange={(event) => setName(event.target.value)}
              className="border-border bg-surface-raised focus-visible:ring-ring h-10 rounded-lg border px-3 text-sm focus-visible:ring-2 focus-visible:outline-none"
            />
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Colour</legend>
            <div className="flex flex-wrap gap-2">
              {FOLDER_COLORS.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    'has-[:focus-visible]:ring-ring flex size-9 cursor-pointer items-center justify-center rounded-full border-2 has-[:focus-visible]:ring-2',
                    color === option.value ? 'border-foreground' : 'border-transparent',
                  )}
                  title={option.name}
                >
                  <input
                    type="radio"
                    name={`${id}-color`}
                    value={option.value}
                    checked={color === option.value}
                    onChange={() => setColor(option.value)}
                    aria-label={option.name}
                    className="sr-only"
                  />
                  <span
                    className="size-6 rounded-full"
                    style={{ backgroundColor: option.value }}
                    aria-hidden
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={name.trim() === ''}>
              {editing ? 'Save folder' : 'Create folder'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

// Ctrl/Cmd+V anywhere on a tool's page takes the image on the clipboard as the tool's input, as if
// it had been dropped: the files go to the same checks (type by content, size, pixel count) and
// a refusal shows the same message. A paste into a text field is the field's, and left alone.
import { useEffect, useRef } from 'react';
import { enhancementMessages } from '@contracts/messages';

/** What a paste handler needs of the clipboard (DataTransfer's shape, so tests can pass a plain object). */
export type ClipboardLike = {
  files?: ArrayLike<File> | null;
  items?: ArrayLike<{ kind: string; getAsFile(): File | null }> | null;
  types?: ArrayLike<string> | null;
};

/** What a paste handler needs of the event. */
export type PasteEventLike = {
  target: unknown;
  clipboardData: ClipboardLike | null;
  defaultPrevented?: boolean;
  preventDefault(): void;
};

/** What to do with a paste: leave it to the page, take the files, or refuse it with a message. */
export type PasteDecision =
  { kind: 'ignore' } | { kind: 'take'; files: File[] } | { kind: 'refuse'; message: string };

/** `<input>` types that take typed text (a paste there is the field's own). */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Whether the element a paste goes to is a text field: an input that takes text, a textarea, or editable content. */
export function isTextEntry(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const element = target as { tagName?: unknown; type?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === 'string' ? element.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA') return true;
  if (tag !== 'INPUT') return false;
  const type = typeof element.type === 'string' ? element.type.toLowerCase() : 'text';
  return TEXT_INPUT_TYPES.has(type || 'text');
}

/** The files on the clipboard (pasted images arrive as files; `items` first, `files` as a fallback). */
export function clipboardFiles(data: ClipboardLike | null): File[] {
  if (!data) return [];
  const fromItems = Array.from(data.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
  return fromItems.length > 0 ? fromItems : Array.from(data.files ?? []);
}

/** Decides what a paste on the page does (pure: the hook below applies it). */
export function decidePaste(event: PasteEventLike, disabled = false): PasteDecision {
  if (disabled || event.defaultPrevented || isTextEntry(event.target)) return { kind: 'ignore' };
  const files = clipboardFiles(event.clipboardData);
  if (files.length > 0) return { kind: 'take', files };
  // Text or a link with no text field to take it: the page asked for an image, so say so.
  if ((event.clipboardData?.types?.length ?? 0) > 0) {
    return { kind: 'refuse', message: enhancementMessages.selectValidImage };
  }
  return { kind: 'ignore' };
}

/** Applies the decision: files go to `onFiles` (which checks them), a refusal to `onRefused`. */
export function handlePaste(
  event: PasteEventLike,
  options: {
    disabled?: boolean;
    onFiles: (files: File[]) => void;
    onRefused: (message: string) => void;
  },
): PasteDecision {
  const decision = decidePaste(event, options.disabled);
  if (decision.kind === 'take') {
    event.preventDefault();
    options.onFiles(decision.files);
  } else if (decision.kind === 'refuse') {
    event.preventDefault();
    options.onRefused(decision.message);
  }
  return decision;
}

/** Listens for pastes on the whole page while the tool is shown (see handlePaste). */
export function usePasteImage(options: {
  disabled: boolean;
  onFiles: (files: File[]) => void;
  onRefused: (message: string) => void;
}): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => void handlePaste(event, latest.current);
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_INPUT_LIMITS } from '@contracts/api/photo-tools';
import { enhancementMessages, photoToolMessages, vectorizationMessages } from '@contracts/messages';
import { checkPhotoFiles } from '@/components/photo/check-photo-file';
import { clipboardFiles, decidePaste, handlePaste, isTextEntry } from './use-paste-image';
import type { ClipboardLike, PasteEventLike } from './use-paste-image';

/** A PNG's first bytes: the signature and an IHDR chunk saying `width` × `height`. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** What a browser's clipboard holds after copying a file (or text: `types` only). */
function clipboard(files: File[], types: string[] = files.length > 0 ? ['Files'] : []) {
  return {
    files,
    items: files.map((file) => ({ kind: 'file', getAsFile: () => file })),
    types,
  } satisfies ClipboardLike;
}

/** A paste event at `target` (document.body when nothing has focus). */
function paste(data: ClipboardLike | null, target: unknown = { tagName: 'BODY' }) {
  const preventDefault = vi.fn();
  const event: PasteEventLike = { target, clipboardData: data, preventDefault };
  return { event, preventDefault };
}

/** Pastes `data` the way the tool studio does: taken files go through the upload checks. */
async function pasteIntoStudio(data: ClipboardLike, target?: unknown) {
  const shown: string[] = [];
  let taken: File[] = [];
  const { event, preventDefault } = paste(data, target);
  let checked: Promise<void> = Promise.resolve();
  handlePaste(event, {
    onFiles: (files) => {
      taken = files;
      checked = checkPhotoFiles(files, false).then(({ refused }) => void shown.push(...refused));
    },
    onRefused: (message) => shown.push(message),
  });
  await checked;
  return { taken, shown, prevented: preventDefault.mock.calls.length > 0 };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pasting an image on a tool page', () => {
  it('takes an image pasted anywhere on the page as the tool’s input, checked like a dropped file', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 320, height: 200, close: () => undefined })),
    );
    const image = new File([pngHeader(320, 200)], 'image.png', { type: 'image/png' });
    const outcome = await pasteIntoStudio(clipboard([image]));
    expect(outcome.taken).toEqual([image]);
    expect(outcome.prevented).toBe(true);
    expect(outcome.shown).toEqual([]);
    const { accepted } = await checkPhotoFiles(outcome.taken, false);
    expect(accepted).toEqual([{ file: image, format: 'png', width: 320, height: 200 }]);
  });

  it('takes it from a focused button, radio or colour picker too: only text fields keep their pastes', async () => {
    const image = new File([pngHeader(8, 8)], 'image.png', { type: 'image/png' });
    for (const target of [
      { tagName: 'BUTTON' },
      { tagName: 'INPUT', type: 'radio' },
      { tagName: 'INPUT', type: 'color' },
      { tagName: 'DIV', isContentEditable: false },
      null,
    ]) {
      expect(decidePaste(paste(clipboard([image]), target).event)).toEqual({
        kind: 'take',
        files: [image],
      });
    }
  });

  it('leaves a paste into a text field alone: the field gets the text, the tool nothing', async () => {
    const image = new File([pngHeader(8, 8)], 'image.png', { type: 'image/png' });
    for (const target of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: '' },
      { tagName: 'input', type: 'search' },
      { tagName: 'TEXTAREA' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      // Text, and even an image: a text field decides for itself what a paste means.
      for (const data of [clipboard([], ['text/plain']), clipboard([image])]) {
        const outcome = await pasteIntoStudio(data, target);
        expect(outcome).toEqual({ taken: [], shown: [], prevented: false });
      }
    }
    expect(isTextEntry({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntry({ tagName: 'BODY' })).toBe(false);
  });

  it('shows the upload’s own message for a pasted file that is not an image, and nothing is kept', async () => {
    const pdf = new File(['%PDF-1.7 not an image'], 'notes.pdf', { type: 'application/pdf' });
    expect(await pasteIntoStudio(clipboard([pdf]))).toEqual({
      taken: [pdf],
      shown: [enhancementMessages.selectValidImage],
      prevented: true,
    });
    const renamed = new File(['text with a png name'], 'fake.png', { type: 'image/png' });
    expect((await pasteIntoStudio(clipboard([renamed]))).shown).toEqual([
      enhancementMessages.invalidImage,
    ]);
  });

  it('shows the size messages for a pasted image over 10 MB or over 4096 × 4096 pixels', async () => {
    const huge = new Uint8Array(PHOTO_INPUT_LIMITS.maxBytes + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const big = new File([huge], 'huge.jpg', { type: 'image/jpeg' });
    expect((await pasteIntoStudio(clipboard([big]))).shown).toEqual([
      vectorizationMessages.tooLarge,
    ]);
    const bomb = new File([pngHeader(20_000, 20_000)], 'bomb.png', { type: 'image/png' });
    expect((await pasteIntoStudio(clipboard([bomb]))).shown).toEqual([
      photoToolMessages.tooManyPixels,
    ]);
  });

  it('says an image is wanted when text is pasted outside any text field', async () => {
    expect(await pasteIntoStudio(clipboard([], ['text/plain']))).toEqual({
      taken: [],
      shown: [enhancementMessages.selectValidImage],
      prevented: true,
    });
  });

  it('does nothing while the tool is busy, for an empty clipboard, or after another handler took the paste', () => {
    const image = new File([pngHeader(8, 8)], 'image.png', { type: 'image/png' });
    const onFiles = vi.fn();
    const onRefused = vi.fn();
    const busy = paste(clipboard([image]));
    expect(handlePaste(busy.event, { disabled: true, onFiles, onRefused })).toEqual({
      kind: 'ignore',
    });
    expect(busy.preventDefault).not.toHaveBeenCalled();
    expect(decidePaste(paste(clipboard([])).event)).toEqual({ kind: 'ignore' });
    expect(decidePaste(paste(null).event)).toEqual({ kind: 'ignore' });
    const handled = paste(clipboard([image]));
    expect(decidePaste({ ...handled.event, defaultPrevented: true })).toEqual({ kind: 'ignore' });
    expect(onFiles).not.toHaveBeenCalled();
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('reads pasted files from the clipboard items, falling back to its file list', () => {
    const image = new File([pngHeader(8, 8)], 'image.png', { type: 'image/png' });
    expect(clipboardFiles({ files: [image], items: [], types: ['Files'] })).toEqual([image]);
    expect(
      clipboardFiles({
        items: [
          { kind: 'string', getAsFile: () => null },
          { kind: 'file', getAsFile: () => image },
        ],
      }),
    ).toEqual([image]);
  });
});

// Everything the Hive Editor says to the user, in one place (tests read the same words).
import { documentMessages } from '@contracts/api/documents';
import { EDITOR_LIMITS } from './model/document';

export const editorMessages = {
  notAPicture: 'That file is not a picture we can open. Use a PNG, JPG, WebP or SVG.',
  unreadable: 'The picture could not be read. It may be damaged: please try another file.',
  tooBig: 'That file is over 20 MB. Please use a smaller one.',
  tooManyPixelsToScale:
    'That picture is far too large to open. Please use one under 100 megapixels.',
  unsafeSvg: 'That SVG contains scripts or links we do not allow, so it was not used.',
  scaledDown: (width: number, height: number, toWidth: number, toHeight: number) =>
    `This picture was ${width} × ${height} pixels, larger than the editor's ${Math.round(
      Math.sqrt(EDITOR_LIMITS.maxImagePixels),
    )} × ${Math.round(Math.sqrt(EDITOR_LIMITS.maxImagePixels))} limit, so it was scaled to ${toWidth} × ${toHeight}.`,
  uploadFailed: 'The picture could not be uploaded. Please try again.',
  opened: 'Design opened',
  // Opening a stored design: the documents contract's words.
  damaged: documentMessages.damaged,
  recovered: documentMessages.recovered,
  notFound: documentMessages.notFound,
  fontFallback: (families: string[]) =>
    `${families.join(', ')} could not be loaded, so a similar font is shown for now. Text may wrap differently until it loads.`,
  saved: 'All changes saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  offline: 'Offline — your changes are kept and will be saved when you are back online',
  saveFailed: 'Could not save. Retrying…',
  conflict: 'Changed in another window',
  keepMine: 'Keep my version',
  loadTheirs: 'Load the other version',
  aiReplaced: (done: string) => `${done}. Undo (Ctrl+Z) brings the original back.`,
  aiNeedsImage: 'Select a picture layer first.',
  customSizeInvalid: `Width and height must be between ${EDITOR_LIMITS.minSide} and ${EDITOR_LIMITS.maxSide} pixels.`,
} as const;

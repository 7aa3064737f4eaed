// The composer's fonts on the server: the shipped WOFF files read from disk (readFontFile works in
// Deno and in Hive Local's Node), parsed once per process.
import { readFontFile } from '../fonts/font-files.ts';
import { FontLibrary } from './compose/font-library.ts';

let library: FontLibrary | null = null;

/** The process's font library. */
export function serverFonts(): FontLibrary {
  library ??= new FontLibrary(readFontFile);
  return library;
}

// The composer's fonts in the browser: the same WOFF files the server reads, each bundled by Vite
// as an asset (fetched only when a face is first used) and parsed once per page.
import { FontLibrary } from '../../../../../../supabase/functions/_shared/logo/compose/font-library.ts';

// Every shipped font file's URL, by file name (Vite rewrites them to hashed asset URLs).
const urls = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../../../../supabase/functions/_shared/fonts/files/*.woff', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);

async function fetchFont(file: string): Promise<Uint8Array> {
  const url = urls[file];
  if (!url) throw new Error(`no bundled font file ${file}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let library: FontLibrary | null = null;

/** The page's font library. */
export function browserFonts(): FontLibrary {
  library ??= new FontLibrary(fetchFont);
  return library;
}

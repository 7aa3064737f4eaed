// Reads a shipped font file on the server. `node:fs/promises` works in Deno (the hosted functions,
// whose config.toml lists the files as static_files) and in Node (Hive Local).
import { readFile } from 'node:fs/promises';
import { allFontFiles } from './catalogue.ts';

const shipped = new Set(allFontFiles());
const cache = new Map<string, Promise<Uint8Array>>();

/** The bytes of a shipped WOFF file, read once per process. */
export function readFontFile(name: string): Promise<Uint8Array> {
  if (!shipped.has(name)) return Promise.reject(new Error(`not a shipped font file: ${name}`));
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFile(new URL(`./files/${name}`, import.meta.url)).then(
      (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    );
    cache.set(name, bytes);
  }
  return bytes;
}

// Reading a blueprint's stored files in the browser for download: a file as a Blob of its type,
// and one palette file (ASE or GPL) taken out of the brand kit's ZIP.
import { unzipSync } from 'fflate';

/** A stored file as a Blob of `mime`. */
export async function fetchFile(url: string, mime: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return new Blob([await response.arrayBuffer()], { type: mime });
}

/** The kit's palette file with this extension, as a Blob and its file name. */
export async function kitEntry(
  kitUrl: string,
  extension: 'ase' | 'gpl',
): Promise<{ blob: Blob; name: string }> {
  const zip = new Uint8Array(await (await fetchFile(kitUrl, 'application/zip')).arrayBuffer());
  const files = unzipSync(zip, { filter: (file) => file.name.endsWith(`.${extension}`) });
  const [name, bytes] = Object.entries(files)[0] ?? [];
  if (!name || !bytes) throw new Error(`The kit has no .${extension} file`);
  const type = extension === 'ase' ? 'application/octet-stream' : 'text/plain';
  return { blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name };
}

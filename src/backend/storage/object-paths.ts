// Object keys and bucket names: what the API accepts, and how they map to paths on disk.
// Keys are validated (no '..', no absolute paths, no NUL) and then ENCODED segment by segment,
// so a disk path can never leave the storage folder and stays valid on Windows too (reserved
// names, ':' '*' '?', case-insensitive file systems) where the desktop app also runs.
import { storageErrors } from './storage-errors';

const MAX_KEY_LENGTH = 1024;
const MAX_DISK_SEGMENT = 240;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_\-.!*'() &$@=;:+,?]+$/;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** Throws InvalidBucketName unless `name` is a bucket name upstream Storage would accept. */
export function assertBucketName(name: string): string {
  if (
    name.length === 0 ||
    name.length > 100 ||
    !VALID_BUCKET_NAME.test(name) ||
    name.trim() !== name
  ) {
    throw storageErrors.invalidBucketName();
  }
  if (name === '.' || name === '..') throw storageErrors.invalidBucketName();
  return name;
}

/**
 * Normalises and validates an object key as storage-js sends it (no leading/trailing slash).
 * Rejects empty segments, '.' and '..' segments, absolute paths, backslashes, NUL and other
 * control characters: each would mean something else to the file system than to the database.
 */
export function assertObjectKey(key: string): string {
  const invalid = () => storageErrors.invalidKey(key);
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) throw invalid();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(key)) throw invalid();
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) throw invalid();
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw invalid();
  }
  return key;
}

/**
 * One path segment as a file name: [a-z0-9_-] and inner dots stay, everything else (upper
 * case included, for case-insensitive file systems) becomes %XX of its UTF-8 bytes. A leading
 * or trailing dot and Windows device names are escaped too, so the result never starts with
 * '.', which leaves dot-names free for the store's own files.
 */
export function encodeSegment(segment: string): string {
  let out = '';
  for (const char of segment) {
    if (/[a-z0-9_-]/.test(char) || char === '.') out += char;
    else
      for (const byte of Buffer.from(char, 'utf8'))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  if (out.startsWith('.')) out = `%2E${out.slice(1)}`;
  if (out.endsWith('.')) out = `${out.slice(0, -1)}%2E`;
  const stem = out.split('.')[0] ?? '';
  if (WINDOWS_RESERVED.test(stem))
    out = `%${out.charCodeAt(0).toString(16).toUpperCase()}${out.slice(1)}`;
  return out;
}

/** The disk segments for a bucket and key; throws InvalidKey when a segment would be too long. */
export function diskSegments(bucket: string, key: string): string[] {
  const segments = [bucket, ...key.split('/')].map(encodeSegment);
  if (segments.some((segment) => segment.length > MAX_DISK_SEGMENT))
    throw storageErrors.invalidKey(key);
  return segments;
}

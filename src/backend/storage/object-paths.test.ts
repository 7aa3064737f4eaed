import { describe, expect, it } from 'vitest';
import { assertBucketName, assertObjectKey, encodeSegment } from './object-paths';

describe('object keys', () => {
  it('refuses dot segments, absolute paths, backslashes, NUL and empty segments', () => {
    for (const key of [
      '..',
      'a/../b',
      '../etc/passwd',
      './a',
      '/abs',
      'C:/x',
      'a\\..\\b',
      'a\0b',
      'a//b',
      'a/',
      '',
    ]) {
      expect(() => assertObjectKey(key), key).toThrow();
    }
    expect(assertObjectKey('user/2024/photo 1 (final).png')).toBe('user/2024/photo 1 (final).png');
    expect(assertObjectKey('...hidden/..dots/x..')).toBe('...hidden/..dots/x..');
  });

  it('refuses bucket names that could be a path', () => {
    for (const name of ['..', 'a/b', '', ' padded'])
      expect(() => assertBucketName(name), name).toThrow();
    expect(assertBucketName('avatars')).toBe('avatars');
  });

  it('encodes segments so no file name starts with a dot or clashes by case or device name', () => {
    expect(encodeSegment('photo.png')).toBe('photo.png');
    expect(encodeSegment('..')).toBe('%2E%2E');
    expect(encodeSegment('.env')).toBe('%2Eenv');
    expect(encodeSegment('Photo.PNG')).not.toBe(encodeSegment('photo.png'));
    expect(encodeSegment('con.txt')).toBe('%63on.txt');
    expect(encodeSegment('a:b*c?')).toBe('a%3Ab%2Ac%3F');
    expect(encodeSegment('ü')).toBe('%C3%BC');
  });
});

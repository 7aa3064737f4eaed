import { describe, expect, it } from 'vitest';
import { authMessages, enhancementMessages } from '@contracts/messages';
import { checkProfileImage, PROFILE_IMAGE_LIMITS, profileImageExtension } from './profile-image';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const html = new TextEncoder().encode('<!doctype html><p>not an image</p>');
const MB = 1024 * 1024;

describe('profile image checks', () => {
  it('accepts JPEG, PNG and WebP by their bytes', () => {
    expect(checkProfileImage({ size: 1000 }, png, 'profile')).toEqual({ ok: true });
    expect(checkProfileImage({ size: 1000 }, jpeg, 'navbar')).toEqual({ ok: true });
  });

  it('refuses a file that is not an image whatever it is called', () => {
    expect(checkProfileImage({ size: 1000 }, html, 'profile')).toEqual({
      ok: false,
      message: enhancementMessages.selectValidImage,
    });
  });

  it('allows up to 5 MB on the profile page and 2 MB from the navbar, with the spec’s words', () => {
    expect(PROFILE_IMAGE_LIMITS).toEqual({ profile: 5 * MB, navbar: 2 * MB });
    expect(checkProfileImage({ size: 5 * MB }, png, 'profile')).toEqual({ ok: true });
    expect(checkProfileImage({ size: 5 * MB + 1 }, png, 'profile')).toEqual({
      ok: false,
      message: 'Image is too large. Please upload an image under 5MB.',
    });
    expect(checkProfileImage({ size: 3 * MB }, png, 'navbar')).toEqual({
      ok: false,
      message: authMessages.profileImageTooLargeNavbar,
    });
  });

  it('names the stored file after the type the canvas produced', () => {
    expect(profileImageExtension('image/webp')).toBe('webp');
    expect(profileImageExtension('image/jpeg')).toBe('jpg');
    expect(profileImageExtension('image/png')).toBe('png');
  });
});

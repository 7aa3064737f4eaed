import { describe, expect, it } from 'vitest';
import { displayName, fullName, initial, profileImageUrl, username } from './display-name';

const id = '0123456789abcdef';

describe('display name', () => {
  it('prefers name, then full_name, then preferred_name', () => {
    expect(
      displayName({ id, user_metadata: { name: 'Ada', full_name: 'Ada L', preferred_name: 'A' } }),
    ).toBe('Ada');
    expect(displayName({ id, user_metadata: { full_name: 'Ada L', preferred_name: 'A' } })).toBe(
      'Ada L',
    );
    expect(displayName({ id, user_metadata: { preferred_name: 'A' } })).toBe('A');
  });

  it('falls back to the e-mail, then the first 8 characters of the id, then User', () => {
    expect(displayName({ id, email: 'ada@example.com', user_metadata: { name: '  ' } })).toBe(
      'ada@example.com',
    );
    expect(displayName({ id, user_metadata: {} })).toBe('01234567');
    expect(displayName({ id: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  it('gives the profile form the name alone, never the e-mail fallback', () => {
    expect(fullName({ id, email: 'ada@example.com', user_metadata: { full_name: 'Ada L' } })).toBe(
      'Ada L',
    );
    expect(fullName({ id, email: 'ada@example.com', user_metadata: {} })).toBe('');
    expect(fullName(null)).toBe('');
  });

  it('reads the username or gives an empty string', () => {
    expect(username({ id, user_metadata: { username: 'ada' } })).toBe('ada');
    expect(username({ id, user_metadata: { username: 7 } })).toBe('');
    expect(username(null)).toBe('');
  });

  it('uses the upper-cased first letter as the avatar fallback', () => {
    expect(initial('ada')).toBe('A');
    expect(initial('')).toBe('U');
  });

  it('shows the image chosen in Hive Studio, else the provider picture, else none', () => {
    const chosen = 'https://cdn.example/a.webp';
    expect(
      profileImageUrl({
        id,
        user_metadata: { profile_image_url: chosen, avatar_url: 'https://github/a.png' },
      }),
    ).toBe(chosen);
    expect(profileImageUrl({ id, user_metadata: { avatar_url: 'https://github/a.png' } })).toBe(
      'https://github/a.png',
    );
    expect(profileImageUrl({ id, user_metadata: { picture: 'https://google/p.jpg' } })).toBe(
      'https://google/p.jpg',
    );
    // Removed in Hive Studio: the provider's picture does not come back.
    expect(
      profileImageUrl({
        id,
        user_metadata: { profile_image_url: '', avatar_url: 'https://github/a.png' },
      }),
    ).toBeNull();
    expect(profileImageUrl({ id, user_metadata: {} })).toBeNull();
    expect(profileImageUrl(null)).toBeNull();
  });
});

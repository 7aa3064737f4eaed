// Profile images (spec 2.6, 3, 5): checked (an image by its bytes, under 5 MB on the profile
// page, 2 MB from the navbar), fitted into a 512 px square through the platform, stored in the
// `avatars` bucket under the user's own folder, and linked from user_metadata. Older images
// of the user are removed once the new one is in place.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { authMessages, enhancementMessages } from '@contracts/messages';
import { sniffPhotoFormat } from '@/components/photo/image-bytes';
import { PROFILE_IMAGE_KEY } from '@/lib/display-name';
import type { Platform } from '@/platform/platform';
import { failed } from './auth-errors';
import type { AuthOutcome } from './auth-errors';

/** The Storage bucket (supabase/migrations/…_avatars_storage.sql). */
export const AVATAR_BUCKET = 'avatars';

/** Largest file accepted, by where it is chosen (spec 5). */
export const PROFILE_IMAGE_LIMITS = { profile: 5 * 1024 * 1024, navbar: 2 * 1024 * 1024 } as const;

/** Where a profile image is chosen: the profile page or the navbar. */
export type ProfileImageSource = keyof typeof PROFILE_IMAGE_LIMITS;

/** Images are fitted into a square of this side before upload: sharp on any screen, small to store. */
export const PROFILE_IMAGE_SIDE = 512;

/** Bytes enough to recognise JPEG, PNG and WebP. */
const SNIFF_BYTES = 32;

/** Messages for upload failures the spec does not word. */
export const profileImageMessages = {
  uploadFailed: 'Could not save the image. Please try again.',
  removeFailed: 'Could not remove the image. Please try again.',
  formats: 'JPG, PNG or WebP',
} as const;

const tooLarge: Record<ProfileImageSource, string> = {
  profile: authMessages.profileImageTooLargeProfile,
  navbar: authMessages.profileImageTooLargeNavbar,
};

/** The checks that need only the size and the first bytes: an image by its bytes, then its size. */
export function checkProfileImage(
  file: { size: number },
  header: Uint8Array,
  source: ProfileImageSource,
): { ok: true } | { ok: false; message: string } {
  if (!sniffPhotoFormat(header))
    return { ok: false, message: enhancementMessages.selectValidImage };
  if (file.size > PROFILE_IMAGE_LIMITS[source]) return { ok: false, message: tooLarge[source] };
  return { ok: true };
}

/** The file extension for a type the canvas produced. */
export function profileImageExtension(type: string): string {
  return type === 'image/webp' ? 'webp' : type === 'image/jpeg' ? 'jpg' : 'png';
}

function refuse<T>(message: string): AuthOutcome<T> {
  return { ok: false, failure: { kind: 'invalid-input', message } };
}

/** What the profile image calls need. */
export type ProfileImageDeps = { supabase: SupabaseClient; platform: Platform; user: User | null };

/** Best effort: a leftover old image costs a little storage, never a failed upload. */
async function removeImagesExcept(supabase: SupabaseClient, userId: string, keep: string | null) {
  const bucket = supabase.storage.from(AVATAR_BUCKET);
  const { data, error } = await bucket.list(userId);
  if (error) {
    console.warn('Listing old profile images failed:', error.message);
    return;
  }
  const stale = data.map((entry) => `${userId}/${entry.name}`).filter((path) => path !== keep);
  if (stale.length === 0) return;
  const removed = await bucket.remove(stale);
  if (removed.error) console.warn('Removing old profile images failed:', removed.error.message);
}

/** Checks, resizes and stores `file` as the user's profile image; resolves to its URL. */
export async function uploadProfileImage(
  { supabase, platform, user }: ProfileImageDeps,
  file: Blob,
  source: ProfileImageSource,
): Promise<AuthOutcome<string>> {
  if (!user) return refuse(authMessages.profileImageLoginRequired);
  let image: Blob;
  try {
    const header = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const check = checkProfileImage(file, header, source);
    if (!check.ok) return refuse(check.message);
    image = await platform.resizeImage(file, {
      maxSide: PROFILE_IMAGE_SIDE,
      type: 'image/webp',
      quality: 0.9,
    });
  } catch (error) {
    console.warn('Reading the profile image failed:', error);
    return refuse(authMessages.profileImageReadFailed);
  }
  try {
    const path = `${user.id}/avatar-${Date.now()}.${profileImageExtension(image.type)}`;
    const bucket = supabase.storage.from(AVATAR_BUCKET);
    const upload = await bucket.upload(path, image, { contentType: image.type, upsert: false });
    if (upload.error) throw upload.error;
    const url = bucket.getPublicUrl(path).data.publicUrl;
    const { error } = await supabase.auth.updateUser({ data: { [PROFILE_IMAGE_KEY]: url } });
    if (error) {
      await bucket.remove([path]);
      return failed(error, 'Saving the profile image');
    }
    await removeImagesExcept(supabase, user.id, path);
    return { ok: true, value: url };
  } catch (error) {
    console.warn('Uploading the profile image failed:', error);
    return refuse(profileImageMessages.uploadFailed);
  }
}

/** Removes the profile image: the generic icon shows again, provider pictures included. */
export async function removeProfileImage({
  supabase,
  user,
}: Omit<ProfileImageDeps, 'platform'>): Promise<AuthOutcome> {
  if (!user) return refuse(authMessages.userNotAuthenticated);
  try {
    // '' rather than null: GoTrue drops null keys, and the provider picture would come back.
    const { error } = await supabase.auth.updateUser({ data: { [PROFILE_IMAGE_KEY]: '' } });
    if (error) return failed(error, 'Removing the profile image');
    await removeImagesExcept(supabase, user.id, null);
    return { ok: true, value: undefined };
  } catch (error) {
    console.warn('Removing the profile image failed:', error);
    return refuse(profileImageMessages.removeFailed);
  }
}

import { useState } from 'react';
import { authMessages } from '@contracts/messages';
import { useBackend } from '@/lib/backend-context';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAuth } from './auth-context';
import type { AuthOutcome } from './auth-errors';
import { removeProfileImage, uploadProfileImage } from './profile-image';
import type { ProfileImageSource } from './profile-image';

/** Accepted in the file picker; the bytes are checked again after choosing. */
const ACCEPT = 'image/png,image/jpeg,image/webp';

/** Choose, upload and remove the profile image, with the spec's toasts (spec 8 "Profile"). */
export function useProfileImage(source: ProfileImageSource) {
  const { supabase, platform } = useBackend();
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<AuthOutcome<unknown>>, success: string) {
    setBusy(true);
    try {
      const outcome = await work();
      if (outcome.ok) void notifySuccess(success);
      else void notifyError(outcome.failure.message);
      return outcome.ok;
    } finally {
      setBusy(false);
    }
  }

  /** Uploads a file the person picked or dropped; false when it was refused or failed. */
  async function upload(file: Blob): Promise<boolean> {
    if (!supabase || !platform || !user) {
      void notifyError(authMessages.profileImageLoginRequired);
      return false;
    }
    return run(
      () => uploadProfileImage({ supabase, platform, user }, file, source),
      authMessages.profileImageUpdated,
    );
  }

  /** Opens the platform's file picker, then uploads the chosen image. */
  async function choose(): Promise<boolean> {
    if (!platform) return false;
    const [file] = await platform.openFiles({ accept: ACCEPT });
    return file ? upload(file) : false;
  }

  /** Removes the profile image. */
  async function remove(): Promise<boolean> {
    if (!supabase || !user) {
      void notifyError(authMessages.userNotAuthenticated);
      return false;
    }
    return run(() => removeProfileImage({ supabase, user }), authMessages.profileImageRemoved);
  }

  return { busy, upload, choose, remove };
}

// shared-recording: the share link of a saved recording (free, no sign-in: verify_jwt = false).
// GET `?id=<design id>` or POST `{ id }` → `{ status: 'success', name, duration_seconds, mime,
// video_url, poster_url, expires_in }`, signed for an hour, only for a public (is_private =
// false) design of type 'video' that save-recording stored; anything else → 404 "This recording
// is private or no longer exists."
import { serveSharedRecording } from '../_shared/recording/shared-recording.ts';

export default { fetch: serveSharedRecording };

// shared-moodboard: the read-only share link of a saved moodboard (free, no sign-in: verify_jwt =
// false). GET `?id=<design id>` or POST `{ id }` → `{ status: 'success', name, moodboard_data }`
// with every image signed again for an hour, only for a public (is_private = false) design of
// type 'moodboard'; anything else → 404 "This board is private or no longer exists."
import { serveSharedBoard } from '../_shared/moodboard/shared-board.ts';

export default { fetch: serveSharedBoard };

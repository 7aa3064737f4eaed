// Where files live in Storage. Every file a tool makes (and the few a user may upload for a tool)
// is kept in one private bucket, under the owner's id as the first folder; signed URLs hand them
// out (supabase/migrations/20261123140000_photo_results_storage.sql and the upload policies
// after it).

/** The private bucket of results: `<user id>/…`. */
export const RESULTS_BUCKET = 'photo-results';

/** The folder (under the user's own) where the browser uploads a cut-out refined with the brush. */
export const REFINED_CUTOUT_FOLDER = 'refined-cutouts';

/** How long a signed URL to a result lasts: a week, as the functions sign them. */
export const RESULT_URL_SECONDS = 7 * 24 * 3600;

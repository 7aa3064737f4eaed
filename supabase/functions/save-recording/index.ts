// save-recording (the Presentation Recorder, issue #18): `{ path, name, duration_seconds,
// poster? }` → the recording the page uploaded to `photo-results/<user>/recordings/` saved to
// `<user>/<job id>/recording.mp4|webm` with its poster, charged once ('recording-save', 10
// credits) after free checks of the path, the object and its bytes; refunded once on a failure or
// a cancel. Answers `{ output_url, poster_url, generation_id, storage_path, … }`.
import { serveJob } from '../_shared/jobs/run-job.ts';
import { recordingJob } from '../_shared/recording/recording-job.ts';

export default {
  fetch(request: Request): Promise<Response> {
    // A fresh definition per request: it holds what the precheck read of the upload.
    return serveJob(recordingJob()).fetch(request);
  },
};

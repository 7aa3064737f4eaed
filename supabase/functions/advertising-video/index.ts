// advertising-video (the Advertising Video Generator, issue #17): `{ ad, products, logo?, audio? }`
// → an MP4 of the ad (H.264, with the music as AAC when given), its poster and the products cut
// out, charged once ('advertising-video', 25 credits). Hive Local's ad engine renders it with the
// page's own renderer (contracts/domain/ad-render.ts).
import { serveJob } from '../_shared/jobs/run-job.ts';
import { adVideoJob } from '../_shared/ad-video/ad-job.ts';

export default {
  // A fresh definition per request: it holds the request's checked pictures and music.
  fetch: (request: Request): Promise<Response> => serveJob(adVideoJob()).fetch(request),
};

// Where a run's results go: each candidate's sanitised SVG as image/svg+xml, then one JSON file
// with the designs (what a reload reads to reopen the run), in the photo tools' private results
// bucket under `<user id>/<job id>/`, handed out as signed URLs (a week).
import type { LogoRunFile } from '../contracts/api/logo.ts';
import { bucketStore, type JobFile } from '../jobs/job-storage.ts';
import type { JobStore } from '../jobs/job-types.ts';
import type { LogoRun } from './logo-run.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';

/** A run's files, SVGs first, the designs' JSON last. */
export function logoFiles(run: LogoRun): JobFile[] {
  const file: LogoRunFile = { designs: run.designs, engine: run.engine };
  return [
    ...run.pictures.map((picture) => ({
      bytes: new TextEncoder().encode(picture.svg),
      mime: 'image/svg+xml',
      width: picture.width,
      height: picture.height,
    })),
    {
      bytes: new TextEncoder().encode(JSON.stringify(file)),
      mime: 'application/json',
      width: 0,
      height: 0,
    },
  ];
}

/** The store of the Logo Creator's runs. */
export function logoStore(): JobStore<LogoRun> {
  const files = bucketStore(RESULTS_BUCKET);
  return {
    save: (run, context) => files.save(logoFiles(run), context),
    discard: (context) => files.discard!(context),
  };
}

// Entry of the utility process that runs Hive Local, built to out/main/hive-local.js and started
// by backend-supervisor.ts through utilityProcess.fork. Its workers and edge functions are build
// outputs too: electron-vite's `?modulePath` bundles each worker (and, through the virtual
// module of scripts/desktop-build/edge-functions-plugin.ts, each edge function) and gives its
// path, so the built app needs no TypeScript loader and guesses no file name.
import edgeFunctions from 'virtual:hive-edge-functions';
// The workers run inside this utility process, as Hive Local's worker threads.
/* eslint-disable hive/boundaries */
import renderWorker from '../backend/local-images/render-worker.ts?modulePath';
import photoWorker from '../backend/local-photo/photo-worker.ts?modulePath';
/* eslint-enable hive/boundaries */
import { runHiveLocalProcess } from './hive-local-runner';

void runHiveLocalProcess({ photoWorker, renderWorker, functions: edgeFunctions });

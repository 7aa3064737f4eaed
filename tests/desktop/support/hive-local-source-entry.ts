// The Hive Local utility process from TypeScript sources (run with tsx): the runner the built
// out/main/hive-local.js uses, with no build outputs, so workers and functions load as in
// development. built-app-smoke.test.ts covers the built entry.
import { runHiveLocalProcess } from '../../../src/main/hive-local-runner';

void runHiveLocalProcess(null);

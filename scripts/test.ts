// `npm test`: lint, formatting, types, unit/integration tests (vitest), the web build, end-to-end tests
// (Playwright on Debian's Chromium). Ends with one plain line "N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { endLeftovers, leftoversOf, markRun } from './test-run/leftover-processes';
import { ensureSystemPackages } from './test-run/system-packages';

type Step = { name: string; command: string; args: string[] };
type Counts = { passed: number; failed: number; skipped: number };

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, 'test-results');
mkdirSync(reports, { recursive: true });
const vitestReport = resolve(reports, 'vitest.json');
const playwrightReport = resolve(reports, 'playwright.json');

const only = process.argv.slice(2);
const steps: Step[] = [
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'types', command: 'npx', args: ['tsc', '-p', 'tsconfig.node.json'] },
  { name: 'types-web', command: 'npx', args: ['tsc', '-p', 'tsconfig.web.json'] },
  { name: 'electronegativity', command: 'npx', args: ['tsx', 'scripts/electronegativity.ts'] },
  {
    name: 'unit',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  },
  {
    name: 'build-web',
    command: 'npx',
    args: ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'],
  },
  { name: 'e2e', command: 'npx', args: ['playwright', 'test'] },
].filter((step) => only.length === 0 || only.includes(step.name));

// Debian's Chromium, PostgreSQL and pgTAP: installed here when missing and possible, else one
// line saying the command to run (before anything else, so nothing fails halfway for want of them).
if (steps.some((step) => ['unit', 'e2e'].includes(step.name))) {
  const problem = ensureSystemPackages(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
const runId = markRun();

const failures: string[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failures.push(step.name);
    console.log(`✖ ${step.name} failed after ${seconds}s (exit ${result.status ?? result.signal})`);
  } else {
    console.log(`✔ ${step.name} (${seconds}s)`);
  }
}

await checkLeftovers();

const total = [countVitest(), countPlaywright()].reduce<Counts>(
  (sum, part) => ({
    passed: sum.passed + part.passed,
    failed: sum.failed + part.failed,
    skipped: sum.skipped + part.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
// A step that failed without failing a test (lint, types, build) still counts as one failure.
const stepFailures = failures.filter((name) => !['unit', 'e2e'].includes(name)).length;
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(
  `\n${total.passed} passed, ${total.failed + stepFailures} failed, ${total.skipped} skipped`,
);
process.exit(failures.length > 0 ? 1 : 0);

/** Every process the run started must be gone (a few seconds' grace for ones still exiting). */
async function checkLeftovers(): Promise<void> {
  let leftovers = leftoversOf(runId);
  for (let waited = 0; leftovers && leftovers.length > 0 && waited < 5000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    leftovers = leftoversOf(runId);
  }
  if (leftovers === null) {
    console.log('\n(leftover processes not checked: no /proc on this system)');
    return;
  }
  if (leftovers.length === 0) return;
  failures.push('processes');
  console.log(`\n✖ ${leftovers.length} process(es) a test started were still running; ended now:`);
  for (const { pid, command } of leftovers) console.log(`  ${pid} ${command.slice(0, 200)}`);
  endLeftovers(leftovers);
}

function countVitest(): Counts {
  if (!existsSync(vitestReport) || !steps.some((step) => step.name === 'unit'))
    return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  // A file that fails before its tests run (a failed beforeAll, an import error) reports its tests
  // as skipped, not failed: count each such file as a failure so the summary cannot read "0 failed".
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function countPlaywright(): Counts {
  if (!existsSync(playwrightReport) || !steps.some((step) => step.name === 'e2e'))
    return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

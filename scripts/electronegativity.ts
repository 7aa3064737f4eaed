// `npx tsx scripts/electronegativity.ts`: Doyensec's Electronegativity over the desktop shell's
// source (src/main and src/preload, scanned together so its cross-file "global" checks see both).
// Writes SARIF (for code-scanning upload) to test-results/electronegativity/, parses it, and
// exits 1 on any HIGH finding, and on any other finding that is not in the allow-list below
// with its reason. A new finding therefore needs a fix or a written reason.
// Severity is not in Electronegativity's SARIF (every result is 'warning' or 'note'), so each
// SARIF result is matched with the runner's own result for its severity. (Its CSV writer in
// 1.10.3 writes the header and the rows concurrently, so the CSV is not used.)
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One row of Electronegativity's CSV report. */
export type Finding = {
  check: string;
  severity: 'INFORMATIONAL' | 'LOW' | 'MEDIUM' | 'HIGH';
  confidence: string;
  file: string;
  location: string;
  description: string;
};

/**
 * Findings reviewed and accepted, by check id (never HIGH). Each names why the flagged code is
 * safe and which test proves it.
 */
export const ALLOWED_FINDINGS: Readonly<Record<string, string>> = {
  CSP_GLOBAL_CHECK:
    'The CSP is built at run time by contentSecurityPolicy() (src/main/app-protocol.ts) and sent as a header on every app:// response, which a static scan cannot parse; its directives are asserted in tests/desktop/start-sequence.test.ts.',
  OPEN_EXTERNAL_JS_CHECK:
    'shell.openExternal is reached only through isExternalLinkAllowed (https, no credentials) or isSignInPageAllowed (https or the running Hive Local origin); tests/desktop/deep-links.test.ts and start-sequence.test.ts.',
  PROTOCOL_HANDLER_JS_CHECK:
    "hivestudio:// is the OAuth (PKCE) return; every incoming URL goes through parseDeepLink's allow-list, fuzzed in tests/desktop/deep-links.test.ts.",
  PRELOAD_JS_CHECK:
    'The sandboxed preload exposes named methods only (no ipcRenderer, no generic invoke); tests/desktop/ipc-contract.test.ts proves it covers exactly the contract.',
};

type RunnerIssue = {
  id: string;
  severity: { name: string };
  confidence: { name: string };
  file: string;
  location?: { line?: number; column?: number };
  description: string;
};

type SarifLog = {
  runs: {
    results: {
      ruleId: string;
      message: { text: string };
      locations: {
        physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } };
      }[];
    }[];
  }[];
};

/** The findings of a SARIF report, with severities from the runner's results. */
export function parseSarifFindings(sarif: SarifLog, issues: readonly RunnerIssue[]): Finding[] {
  const severityOf = new Map(
    issues.map(
      (issue) =>
        [`${issue.id}|${issue.file}|${Math.max(1, issue.location?.line ?? 1)}`, issue] as const,
    ),
  );
  return (sarif.runs[0]?.results ?? []).map((result) => {
    const place = result.locations[0]?.physicalLocation;
    const uri = place?.artifactLocation.uri ?? 'N/A';
    const file = uri === 'file:///' ? 'N/A' : uri;
    const line = place?.region.startLine ?? 1;
    const issue = severityOf.get(`${result.ruleId}|${file}|${line}`);
    return {
      check: result.ruleId,
      // A result the runner did not report is treated as the worst case.
      severity: (issue?.severity.name.toUpperCase() ?? 'HIGH') as Finding['severity'],
      confidence: issue?.confidence.name ?? 'UNKNOWN',
      file,
      location: String(line),
      description: result.message.text,
    };
  });
}

/** Findings that fail the scan: every HIGH, and anything else not allow-listed. */
export function blockingFindings(
  findings: readonly Finding[],
  allowed: Readonly<Record<string, string>> = ALLOWED_FINDINGS,
): Finding[] {
  return findings.filter((finding) => finding.severity === 'HIGH' || !(finding.check in allowed));
}

type Runner = (options: Record<string, unknown>) => Promise<{
  issues?: RunnerIssue[];
  errors?: { file: string; message: string; tolerable: boolean }[];
}>;

/** Reads the SARIF file once the runner's (unawaited) write has finished. */
async function readSarif(path: string): Promise<SarifLog> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as SarifLog;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`No SARIF report at ${path}`);
}

/** Runs the scan over src/main and src/preload; returns the findings (SARIF in `reportDir`). */
export async function scanDesktopShell(
  root: string,
  reportDir: string,
): Promise<{ findings: Finding[]; errors: string[] }> {
  const require = createRequire(import.meta.url);
  const runnerModule = require('@doyensec/electronegativity/dist/runner.js') as
    Runner | { default: Runner };
  const run = typeof runnerModule === 'function' ? runnerModule : runnerModule.default;
  const electronVersion = (require('electron/package.json') as { version: string }).version;
  // One folder holding both layers, so the global checks (navigation limits, permission
  // handler, CSP) see main and preload together and nothing else.
  const scanRoot = mkdtempSync(join(tmpdir(), 'hive-electronegativity-'));
  try {
    for (const layer of ['main', 'preload'])
      cpSync(join(root, 'src', layer), join(scanRoot, layer), { recursive: true });
    mkdirSync(reportDir, { recursive: true });
    const sarifPath = join(reportDir, 'electronegativity.sarif');
    rmSync(sarifPath, { force: true });
    const result = await run({
      input: scanRoot,
      isRelative: true,
      electronVersionOverride: electronVersion,
      output: sarifPath,
      isSarif: true,
    });
    const errors = (result.errors ?? [])
      .filter((error) => !error.tolerable)
      .map((error) => `${error.file}: ${error.message}`);
    const issues = (result.issues ?? []).map((issue) => ({
      ...issue,
      file: isAbsolute(issue.file) ? relative(scanRoot, issue.file) : issue.file,
    }));
    const findings = parseSarifFindings(await readSarif(sarifPath), issues).map((finding) => ({
      ...finding,
      file: finding.file === 'N/A' ? finding.file : `src/${finding.file}`,
    }));
    return { findings, errors };
  } finally {
    rmSync(scanRoot, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const reportDir = join(root, 'test-results', 'electronegativity');
  const { findings, errors } = await scanDesktopShell(root, reportDir);
  const blocking = blockingFindings(findings);
  for (const finding of findings) {
    const verdict = blocking.includes(finding) ? '✖' : '·';
    console.log(
      `${verdict} ${finding.severity.padEnd(6)} ${finding.check} ${finding.file}:${finding.location} — ${finding.description}`,
    );
  }
  for (const error of errors) console.error(`✖ could not parse ${error}`);
  const high = findings.filter((finding) => finding.severity === 'HIGH').length;
  console.log(
    `\nElectronegativity: ${findings.length} findings, ${high} HIGH, ${blocking.length} blocking, ${errors.length} parse errors (reports in ${reportDir})`,
  );
  process.exit(blocking.length > 0 || errors.length > 0 ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('Electronegativity failed to run:', error);
    process.exit(2);
  });
}

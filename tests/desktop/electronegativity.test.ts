// scripts/electronegativity.ts: how findings are judged (HIGH always fails, unreviewed findings
// fail, reviewed ones pass), and a real scan that catches an insecure window.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_FINDINGS,
  blockingFindings,
  parseSarifFindings,
  scanDesktopShell,
} from '../../scripts/electronegativity';
import type { Finding } from '../../scripts/electronegativity';

const finding = (check: string, severity: Finding['severity']): Finding => ({
  check,
  severity,
  confidence: 'FIRM',
  file: 'src/main/index.ts',
  location: '1',
  description: '',
});

describe('Electronegativity gate', () => {
  it('fails on every HIGH, even an allow-listed check, and on unreviewed findings', () => {
    expect(blockingFindings([finding('CONTEXT_ISOLATION_JS_CHECK', 'HIGH')])).toHaveLength(1);
    expect(blockingFindings([finding('OPEN_EXTERNAL_JS_CHECK', 'HIGH')])).toHaveLength(1);
    expect(blockingFindings([finding('NEW_CHECK', 'LOW')])).toHaveLength(1);
    expect(
      blockingFindings([
        finding('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM'),
        finding('CSP_GLOBAL_CHECK', 'LOW'),
      ]),
    ).toEqual([]);
    for (const reason of Object.values(ALLOWED_FINDINGS)) expect(reason.length).toBeGreaterThan(40);
  });

  it('reads SARIF results with the runner’s severities, and treats an unmatched one as HIGH', () => {
    const sarif = {
      runs: [
        {
          results: [
            {
              ruleId: 'SANDBOX_JS_CHECK',
              message: { text: 'sandbox' },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: 'main/a.ts' },
                    region: { startLine: 3 },
                  },
                },
              ],
            },
            {
              ruleId: 'MYSTERY_CHECK',
              message: { text: '?' },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: 'file:///' },
                    region: { startLine: 1 },
                  },
                },
              ],
            },
          ],
        },
      ],
    };
    const issues = [
      {
        id: 'SANDBOX_JS_CHECK',
        severity: { name: 'MEDIUM' },
        confidence: { name: 'FIRM' },
        file: 'main/a.ts',
        location: { line: 3, column: 0 },
        description: 'sandbox',
      },
    ];
    expect(
      parseSarifFindings(sarif, issues).map((each) => [each.check, each.severity, each.file]),
    ).toEqual([
      ['SANDBOX_JS_CHECK', 'MEDIUM', 'main/a.ts'],
      ['MYSTERY_CHECK', 'HIGH', 'N/A'],
    ]);
  });

  it('finds HIGH issues in a window without isolation (the scan really runs)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hive-eng-'));
    mkdirSync(join(root, 'src/main'), { recursive: true });
    mkdirSync(join(root, 'src/preload'), { recursive: true });
    writeFileSync(
      join(root, 'src/main/index.ts'),
      "import { BrowserWindow } from 'electron';\nexport const window = new BrowserWindow({ webPreferences: { contextIsolation: false, nodeIntegration: true, sandbox: false } });\nwindow.loadURL('http://example.com');\n",
    );
    writeFileSync(
      join(root, 'src/preload/index.ts'),
      "import { contextBridge } from 'electron';\ncontextBridge.exposeInMainWorld('x', {});\n",
    );
    const { findings } = await scanDesktopShell(root, join(root, 'reports'));
    const high = blockingFindings(findings)
      .filter((each) => each.severity === 'HIGH')
      .map((each) => each.check);
    expect(high).toEqual(
      expect.arrayContaining(['CONTEXT_ISOLATION_JS_CHECK', 'LIMIT_NAVIGATION_GLOBAL_CHECK']),
    );
  }, 120_000);
});

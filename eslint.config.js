// Lint: type-aware TypeScript, React hooks and accessibility, kebab-case files, and the
// architecture's import boundaries (../shared/architecture.md, "Import rules").
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.js';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const ourLayers = (except) =>
  ['renderer', 'main', 'preload', 'backend']
    .filter((layer) => layer !== except)
    .map((layer) => ({
      group: [`**/src/${layer}/**`, `../${layer}/**`, `../../${layer}/**`],
      message: `This layer may not import src/${layer}.`,
    }));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'out',
      'dist-web',
      'release',
      'test-results',
      'playwright-report',
      'artifacts',
      '.hive-data',
      'supabase/functions/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile, hive: boundaries },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['eslint.config.js', 'eslint-rules/**/*.js'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  // Shared: pure TypeScript, used everywhere.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeBuiltins, 'electron', 'react'].map((name) => ({
            name,
            message: 'src/shared stays pure: no DOM, node:* or electron.',
          })),
          patterns: ourLayers(''),
        },
      ],
    },
  },
  // Renderer: React in the browser. No Node, no electron; only the platform file touches window.desktop.
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'hive/no-cross-feature-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...nodeBuiltins.map((name) => ({
              name,
              message: 'No Node modules in the renderer; go through the Platform seam.',
            })),
            {
              name: 'electron',
              message: 'No electron in the renderer; go through the Platform seam.',
            },
            { name: 'jotai', message: 'Import jotai through @/lib/state.' },
          ],
          patterns: ourLayers('renderer'),
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='window'][property.name='desktop']",
          message: 'Only platform/desktop-platform.ts touches window.desktop.',
        },
      ],
      'no-restricted-globals': ['error', { name: 'desktop', message: 'Use the Platform seam.' }],
    },
  },
  {
    files: ['src/renderer/src/platform/desktop-platform.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/renderer/src/lib/state.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Backend (Hive Local): Node only, never electron.
  {
    files: ['src/backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'Hive Local never imports electron.' }],
          patterns: ourLayers('backend'),
        },
      ],
    },
  },
  // Main and preload: electron allowed; no renderer or backend source.
  {
    files: ['src/main/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ourLayers('main') }] },
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ourLayers('preload') }] },
  },
  // Edge functions: only _shared and npm packages; never electron.
  {
    files: ['supabase/functions/**/*.ts'],
    rules: {
      'hive/functions-import-only-shared': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'Functions never import electron.' }] },
      ],
    },
  },
  // Everything outside main/preload: no electron (tests use a fake through a path alias).
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);

/**
 * Lint = module boundaries (issue 14), checked by a tool instead of by memory:
 * - a remote (and the shell) never imports another app or the API; libs never import apps;
 * - the API imports no front-end lib, only @platform/contracts;
 * - features import each other through their entry files (tools/eslint/feature-entry.mjs);
 * - routing only through @platform/router, translation only through @platform/i18n (no i18next in a bundle);
 * - journeys take `test` from e2e/support/test.ts (it closes what each journey opened);
 * - no import cycles; React hooks called by the rules; hook files named useX.ts (tools/eslint/hook-file-name.mjs);
 * - imports climb at most two folders, deeper ones start at the app root `#src/` (tools/eslint/no-deep-relative.mjs).
 * No type-aware rules: the whole repo lints in seconds. `npm run lint`; part of `npm test`.
 */
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import featureEntry from './tools/eslint/feature-entry.mjs';
import { hookFileName } from './tools/eslint/hook-file-name.mjs';
import { noDeepRelative } from './tools/eslint/no-deep-relative.mjs';

const platform = { rules: { ...featureEntry.rules, 'hook-file-name': hookFileName, 'no-deep-relative': noDeepRelative } };

const FRONT_ENDS = ['shell', 'auth-mfe', 'events-mfe', 'call-mfe', 'settings-mfe', 'gift-mfe'];
const APPS = [...FRONT_ENDS, 'api'];

const appZones = FRONT_ENDS.map((app) => ({
  target: `./apps/${app}`,
  from: APPS.filter((other) => other !== app).map((other) => `./apps/${other}`),
  message: 'An app never imports another app or the API: share it through libs/ (or load the remote at runtime).',
}));
const apiZone = {
  target: './apps/api',
  from: ['./libs/shared-api', './libs/ui', './libs/i18n', ...FRONT_ENDS.map((app) => `./apps/${app}`)],
  message: 'The API imports no front-end code; what both sides need lives in @platform/contracts.',
};
const libZone = { target: './libs', from: './apps', message: 'Libs never import apps.' };
// One door into a room (issue 30): other API modules use rooms/door.ts (commands in, events out, read-only
// views) and its pure rules, never a room object, its sockets or the parts that change it.
const API_MODULES = [
  'accounts',
  'api-keys',
  'broadcast',
  'call-centre',
  'call-config',
  'conferences',
  'customisation',
  'dev',
  'files',
  'gifts',
  'graphql',
  'linked-accounts',
  'logger',
  'notifications',
  'outbox',
  'pump-fun',
  'recordings',
  'signal',
  'site',
  'speakers',
  'stream-targets',
  'wallet',
];
const roomDoorZone = {
  target: API_MODULES.map((module) => `./apps/api/src/modules/${module}`),
  from: './apps/api/src/modules/rooms',
  except: ['./door.ts', './rules.ts', './media-seat.ts', './refusals.ts', './sockets/room-registry.ts'],
  message: "Reach a room through its door (rooms/door.ts: commands in, events out, read-only views), never its objects or sockets' owners.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '**/.bench/**',
      'tools/eslint/fixtures/**',
    ],
  },
  {
    files: ['apps/**/*.{ts,tsx,mts}', 'libs/**/*.{ts,tsx}', 'e2e/**/*.ts', 'tools/eslint/fixtures/**/*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, platform },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/api/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, apiZone, libZone, roomDoorZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'platform/feature-entry': 'error',
      'platform/hook-file-name': 'error',
      'no-restricted-imports': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // An import or a variable nothing reads is dead code tsc does not report (splitting files left some once);
    // a deliberately unused name starts with `_`.
    files: ['apps/**/*.{ts,tsx,mts}', 'libs/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Inside an app's or lib's source, deep climbs start at the root instead (`#src/`); tests and tools
    // that reach across the repository (a script, a fixture) keep their relative path.
    files: ['apps/*/src/**/*.{ts,tsx,mts}', 'libs/*/src/**/*.{ts,tsx}'],
    rules: { 'platform/no-deep-relative': 'error' },
  },
  {
    // What runs in the browser imports values from the contract's schema-free modules (rules/*, room/stage,
    // room/mesh-size...), and only types from its root: a value from the root can bring the TypeBox schemas
    // and their builder into a shared chunk that every page loads (the size budget caught +13 KB once).
    files: [
      'apps/*-mfe/src/**/*.{ts,tsx}',
      'apps/shell/src/**/*.{ts,tsx}',
      'libs/ui/src/**/*.{ts,tsx}',
      'libs/shared-api/src/**/*.ts',
      'libs/i18n/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@platform/contracts',
              allowTypeImports: true,
              message:
                'In browser code import values from a schema-free module of the contract (e.g. @platform/contracts/src/rules/email); only types from its root.',
            },
          ],
        },
      ],
    },
  },
  {
    // react-router-dom is shared through the lib that owns it (@platform/router): a remote importing it
    // directly would bundle its own copy, a second router context (tools/mf/shared.ts says why it is not
    // shared itself). Tests may use MemoryRouter. Translation is @platform/i18n's own: i18next and
    // react-i18next are devDependencies of its equivalence test only and must not reach a bundle.
    files: [
      'apps/*-mfe/src/**/*.{ts,tsx}',
      'apps/shell/src/**/*.{ts,tsx}',
      'libs/ui/src/**/*.{ts,tsx}',
      'libs/shared-api/src/**/*.ts',
      'libs/i18n/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router-dom', 'react-router'].map((name) => ({
              name,
              message: 'Import routing from @platform/router (one router in the page; add what you need to its index).',
            })),
            ...['i18next', 'react-i18next'].map((name) => ({
              name,
              message: "Translate with @platform/i18n (its own translation; i18next is only its equivalence test's yardstick).",
            })),
          ],
        },
      ],
    },
  },
  {
    // Journeys take `test` from support/test.ts, which closes what each journey opened on the worker's
    // browser; Playwright's own `test` left calls running through the rest of the lane.
    files: ['e2e/tests/**/*.ts'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: "Import test and expect from '../support/test' (it closes every context the journey opened).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@platform/shared-api', '@platform/ui', '@platform/i18n'].map((name) => ({
            name,
            message: 'The API imports no front-end lib; only @platform/contracts.',
          })),
        },
      ],
    },
  },
);

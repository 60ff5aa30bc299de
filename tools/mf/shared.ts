/**
 * The shared singletons of the page, imported by every vite config. One copy of
 * each in the browser; a remote whose requirement the shell cannot satisfy is
 * refused at release time (scripts/release.mjs reads remote-meta.json).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function versionOf(pkgJson: string): string {
  return JSON.parse(readFileSync(`${root}/${pkgJson}`, 'utf8')).version as string;
}

const caret = (v: string) => `^${v}`;

/**
 * package name -> required version range (caret of the installed version).
 * A shared package is bundled whole (no tree-shaking), so react-router-dom is not shared itself:
 * it lives in the one workspace lib that owns it (@platform/router), shared as the singleton and
 * tree-shaken to what it exports; translation is @platform/i18n's own (no i18next in the page).
 * Still one router and one translation instance in the page; lint refuses importing around them.
 */
export const SHARED_REQUIREMENTS: Record<string, string> = {
  react: caret(versionOf('node_modules/react/package.json')),
  'react-dom': caret(versionOf('node_modules/react-dom/package.json')),
  zustand: caret(versionOf('node_modules/zustand/package.json')),
  '@platform/shared-api': caret(versionOf('libs/shared-api/package.json')),
  '@platform/ui': caret(versionOf('libs/ui/package.json')),
  '@platform/i18n': caret(versionOf('libs/i18n/package.json')),
  '@platform/router': caret(versionOf('libs/router/package.json')),
};

export const INSTALLED_VERSIONS: Record<string, string> = Object.fromEntries(
  Object.entries(SHARED_REQUIREMENTS).map(([name, range]) => [name, range.slice(1)]),
);

export const shared = Object.fromEntries(
  Object.entries(SHARED_REQUIREMENTS).map(([name, requiredVersion]) => [
    name,
    { singleton: true, requiredVersion, version: INSTALLED_VERSIONS[name] },
  ]),
);

/**
 * What a remote declares: the same singletons, host-only (`import: false`).
 * The shell always provides them (a release checks the versions), so a remote
 * carries no fallback copies: smaller downloads and one evaluation per page.
 */
export const remoteShared = Object.fromEntries(
  Object.entries(shared).map(([name, config]) => [name, { ...config, import: false as const, suppressMissingImportWarning: true }]),
);

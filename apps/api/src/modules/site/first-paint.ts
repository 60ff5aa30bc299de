import path from 'node:path';
import {
  FIRST_PAINT_CONTENT_MARKER,
  FIRST_PAINT_FILE,
  FIRST_PAINT_ID,
  FIRST_PAINT_FIELD_PATTERN,
  type FirstPaintFile,
  type RouteEntry,
} from '@platform/contracts';
import { insideRoot, watchedFile } from './site-files';

/** A first paint chosen when the page is served: the route's screen for `state`, the facts for its fields, the data the live page starts from. */
export interface ServedPaint {
  state: string | null;
  fields: Record<string, string>;
  data: unknown;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A screen with its field markers replaced by the facts (a fact not given: nothing), escaped for text and attributes alike. */
export function fillFields(html: string, fields: Record<string, string>): string {
  return html.replace(FIRST_PAINT_FIELD_PATTERN, (_, name: string) => escapeHtml(Object.hasOwn(fields, name) ? fields[name] : ''));
}

/**
 * The route's first paint for one request (see @platform/contracts site/first-paint): the shell's
 * layout in the request's language with the remote's screen in its content slot, as the inert
 * picture the browser paints before any script runs: the screen of the served state with its facts when
 * the remote's build drew one, else the route's own. Null when either side has none for it.
 */
export function composeFirstPaint(
  shell: FirstPaintFile | null,
  remote: FirstPaintFile | null,
  request: { route: RouteEntry; language: string; pathname: string },
  served: Pick<ServedPaint, 'state' | 'fields'> | null = null,
): string | null {
  const frame = shell?.layouts?.[request.route.layout]?.[request.language];
  const stateful = served?.state ? remote?.states?.[request.route.path]?.[served.state]?.[request.language] : undefined;
  const content = stateful ? fillFields(stateful, served!.fields) : remote?.routes?.[request.route.path]?.[request.language];
  if (!frame || !content || !frame.includes(FIRST_PAINT_CONTENT_MARKER)) return null;
  // The navigation link of the page being shown is the current one, as the live layout marks it.
  const current = `href="${request.pathname}" class="shell-nav__link"`;
  const marked = frame.includes(current) ? frame.replace(current, `${current} aria-current="page"`) : frame;
  return marked.replace(FIRST_PAINT_CONTENT_MARKER, () => content);
}

/** The page's body with the first paint before the shell's root: hidden from assistive technology and inert. */
export function withFirstPaint(html: string, paint: string, language: string): string {
  return html
    .replace(/<html\b([^>]*)>/, (_, attributes: string) => `<html${attributes.replace(/\slang="[^"]*"/, '')} lang="${language}">`)
    .replace('<div id="root"></div>', () => `<div id="${FIRST_PAINT_ID}" aria-hidden="true" inert>${paint}</div><div id="root"></div>`);
}

/** Reads first-paint.json files of the site (the shell's at the root, each remote version's beside its entry), cached until they change. */
export function firstPaintFiles(root: string) {
  const files = new Map<string, () => Promise<FirstPaintFile | null>>();
  const read = (relative: string) => {
    const file = insideRoot(root, relative);
    if (!file) return Promise.resolve(null);
    let reader = files.get(file);
    if (!reader) {
      reader = watchedFile(file, (text) => JSON.parse(text) as FirstPaintFile);
      files.set(file, reader);
    }
    return reader();
  };
  return {
    shell: () => read(FIRST_PAINT_FILE),
    /** The remote version whose entry is at `entry` (`/remotes/<name>/<version>/remoteEntry-….js`). */
    remote: (entry: string) => read(path.posix.join(path.posix.dirname(entry.replace(/^\/+/, '')), FIRST_PAINT_FILE)),
  };
}

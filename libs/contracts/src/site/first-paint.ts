/**
 * The first paint: a route's first screen as HTML, made at build time from the apps' own components
 * (tools/mf/first-paint.ts), sent by the server inside the page and replaced by the live screen when
 * the remote has mounted (the shell). Files and markers the three sides share.
 */
/** Beside a build's files: `{ routes: { [path]: { [language]: html } } }` (a remote), `{ layouts: ... }` (the shell). */
export const FIRST_PAINT_FILE = 'first-paint.json';
/** Where the shell's layout leaves the route's content. */
export const FIRST_PAINT_CONTENT_MARKER = '<!--platform-first-paint-content-->';
/** The element the server puts the first paint in, before the shell's #root. */
export const FIRST_PAINT_ID = 'first-paint';

export interface FirstPaintFile {
  routes?: Record<string, Record<string, string>>;
  layouts?: Record<string, Record<string, string>>;
  /** A route's screens that depend on what the server knows when it serves the page: `{ [path]: { [state]: { [language]: html } } }`. */
  states?: Record<string, Record<string, Record<string, string>>>;
}

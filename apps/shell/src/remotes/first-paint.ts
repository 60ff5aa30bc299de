import { FIRST_PAINT_ID } from '@platform/contracts/src/site/first-paint';

/**
 * The server sends the route's first screen in the page (#first-paint, inert, hidden from assistive
 * technology) and the shell's root stays hidden behind it (shell.css), so the page paints before any
 * script runs. It gives way to the live screen in one step, once that screen is there: after the
 * first routing, when the route's remote has mounted (or its error panel, or Not found, is shown), or
 * when the shell cannot start at all.
 */
export function retireFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/** Retires the first paint when single-spa has finished the first routing (every mount resolved). */
export function retireFirstPaintAfterFirstRoute(): void {
  if (!document.getElementById(FIRST_PAINT_ID)) return;
  window.addEventListener('single-spa:routing-event', retireFirstPaint, { once: true });
}

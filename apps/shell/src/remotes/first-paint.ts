import { FIRST_PAINT_ID } from '@platform/contracts/src/site/first-paint';
import { contentSlot } from './slots';

/**
 * The server sends the route's first screen in the page (#first-paint, inert, hidden from assistive
 * technology) and the shell's root stays hidden behind it (shell.css), so the page paints before any
 * script runs. It gives way in two steps, each in place: when the shell has drawn the route's layout
 * (live header, navigation, language and theme), the route's screen moves into the live content slot,
 * still inert; it goes in the same frame as the live screen's first commit into its remote's node (a
 * mutation observer runs before the browser paints), else when single-spa has finished the first routing
 * (the remote's error panel or Not found is shown). Waiting for the routing event alone left one frame
 * with both screens in the page, the live one below its picture. If the shell cannot start, it goes at once.
 */
let placeholder: HTMLElement | null = null;
let liveScreen: MutationObserver | null = null;

export function retireFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  placeholder?.remove();
  placeholder = null;
  liveScreen?.disconnect();
  liveScreen = null;
}

/** Retires the picture as soon as a remote's node (a child of the content slot, not the picture) gets content. */
function retireOnLiveScreen(): void {
  if (typeof MutationObserver === 'undefined') return;
  liveScreen = new MutationObserver((records) => {
    if (records.some((record) => record.target !== placeholder && record.target.parentNode === contentSlot && record.addedNodes.length))
      retireFirstPaint();
  });
  liveScreen.observe(contentSlot, { childList: true, subtree: true });
}

/** Call right after the layout of the route has been committed (the content slot is in the page). */
export function adoptFirstPaint(): void {
  const paint = document.getElementById(FIRST_PAINT_ID);
  if (!paint) return;
  const screen = paint.querySelector('.shell-remote');
  // index.html turns the first paint off for a signed-in visitor or a language the server did not know
  if (screen && contentSlot.isConnected && document.documentElement.dataset.firstPaint !== 'off') {
    placeholder = document.createElement('div');
    placeholder.className = 'shell-remote';
    placeholder.setAttribute('aria-hidden', 'true');
    placeholder.inert = true;
    placeholder.append(...screen.childNodes);
    contentSlot.prepend(placeholder);
    retireOnLiveScreen();
  }
  paint.remove();
  window.addEventListener('single-spa:routing-event', retireFirstPaint, { once: true });
}

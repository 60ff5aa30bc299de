import type { MouseEvent } from 'react';

/** Goes to a URL of the product: single-spa sees the history change and mounts whichever remote owns it. */
export function goTo(url: string): void {
  window.history.pushState(null, '', url);
}

/** For <a href> to another remote's page (login, app home): client-side, unless the user asked for a new tab. */
export function onProductLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  goTo(event.currentTarget.getAttribute('href') ?? '/');
}

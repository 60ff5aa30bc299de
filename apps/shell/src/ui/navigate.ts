import { navigateToUrl } from 'single-spa';
import type { MouseEvent } from 'react';

/** Client-side navigation for shell links: single-spa reroutes, the guard runs. */
export function onNavigate(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateToUrl(event.currentTarget.href);
}

export function go(url: string): void {
  navigateToUrl(url);
}

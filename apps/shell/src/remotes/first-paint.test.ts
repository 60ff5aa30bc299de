import { beforeEach, describe, expect, it } from 'vitest';
import { adoptFirstPaint, retireFirstPaint } from './first-paint';
import { contentSlot, remoteNode } from './slots';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The page as the server sends it (the route's picture before the shell's root) with the live layout's slot in it. */
function servedPage() {
  document.body.innerHTML =
    '<div id="first-paint" aria-hidden="true" inert><main><div class="shell-remote"><h1>Welcome</h1></div></main></div><div id="root"></div>';
  document.getElementById('root')!.append(contentSlot);
}
const headings = () => [...document.querySelectorAll('h1')].map((h) => (h.closest('[aria-hidden]') ? 'picture' : 'live'));

describe('the first paint', () => {
  beforeEach(() => {
    retireFirstPaint();
    for (const node of contentSlot.children) node.replaceChildren();
    delete document.documentElement.dataset.firstPaint;
  });

  it('moves into the live content slot, inert and hidden from assistive technology', () => {
    servedPage();
    adoptFirstPaint();
    expect(document.getElementById('first-paint')).toBeNull();
    const picture = contentSlot.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(picture.inert).toBe(true);
    expect(picture.textContent).toBe('Welcome');
  });

  it('goes before the page paints again once the live screen is in its remote node: never two screens in one frame', async () => {
    servedPage();
    const node = remoteNode('events');
    adoptFirstPaint();
    const live = document.createElement('h1');
    live.textContent = 'Welcome';
    node.append(live);
    // a mutation observer runs at the end of the task that changed the page, before the next frame
    await Promise.resolve();
    expect(headings()).toEqual(['live']);
  });

  it('stays while only the layout changes, and goes with the first routing when no remote draws (an error panel elsewhere, Not found)', async () => {
    servedPage();
    adoptFirstPaint();
    contentSlot.append(document.createElement('div'));
    await flush();
    expect(headings()).toEqual(['picture']);
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(headings()).toEqual([]);
  });

  it('is not adopted for a visitor whose screen it is not (signed in, or another stored language)', () => {
    servedPage();
    document.documentElement.dataset.firstPaint = 'off';
    adoptFirstPaint();
    expect(headings()).toEqual([]);
  });
});

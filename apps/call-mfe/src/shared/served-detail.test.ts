import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVED_DETAIL_ID } from '@platform/contracts/src/site/join-first-paint';

// The page's data block is read once per page load, as the module is loaded once per page.
async function withServed(served: unknown) {
  document.head.innerHTML = `<script id="${SERVED_DETAIL_ID}" type="application/json">${typeof served === 'string' ? served : JSON.stringify(served)}</script>`;
  vi.resetModules();
  return import('./served-detail');
}

describe('what the server sent with the join page', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("answers the link it was sent for, its detail once, its look for the page's life", async () => {
    const look = { welcome_page: { enabled: false } };
    const page = await withServed({ alias: 'abc', detail: { topic: 'Sync' }, look });
    expect(page.servedJoin('abc')?.detail).toEqual({ topic: 'Sync' });
    expect(page.servedJoin('other')).toBeNull();
    expect(page.servedJoin('abc', 'speaker-key')).toBeNull();
    page.forgetServedDetail();
    expect(page.servedJoin('abc')).toBeNull();
    expect(page.servedLook('abc')).toEqual(look);
    expect(page.servedLook('other')).toBeUndefined();
  });

  it("keeps a speaker link's detail for that speaker and an unknown alias as no event", async () => {
    const page = await withServed({ alias: 'abc', speaker: 'k1', detail: null, look: null });
    expect(page.servedJoin('abc')).toBeNull();
    expect(page.servedJoin('abc', 'k1')).toEqual({ alias: 'abc', speaker: 'k1', detail: null, look: null });
    expect(page.servedLook('abc')).toBeNull();
  });

  it('is nothing when the page has none or it does not parse', async () => {
    expect((await withServed('{not json')).servedJoin('abc')).toBeNull();
    document.head.innerHTML = '';
    vi.resetModules();
    const none = await import('./served-detail');
    expect(none.servedJoin('abc')).toBeNull();
    expect(none.servedLook('abc')).toBeUndefined();
  });
});

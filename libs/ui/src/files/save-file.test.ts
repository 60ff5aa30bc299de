import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('downloads the blob under its file name, leaves no link behind and lets the URL go later', async () => {
    vi.useFakeTimers();
    const made: Blob[] = [];
    const revoked: string[] = [];
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => (made.push(blob), 'blob:saved-1'),
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download, inPage: document.body.contains(this) });
    });
    const blob = new Blob(['a,b\n1,2'], { type: 'text/csv' });

    saveFile('participants.csv', blob);

    expect(made).toEqual([blob]);
    expect(clicked).toEqual([{ href: 'blob:saved-1', download: 'participants.csv', inPage: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(revoked).toEqual(['blob:saved-1']);
    click.mockRestore();
  });
});

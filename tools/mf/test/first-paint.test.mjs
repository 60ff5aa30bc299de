// The first paint a build makes from the apps' own components (tools/mf/first-paint.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inertMarkup, renderRemoteFirstPaint, renderShellFirstPaint } from '../first-paint.ts';

const root = join(import.meta.dirname, '../../..');
const strings = (app, language) => JSON.parse(readFileSync(join(root, app, `src/locales/${language}.json`), 'utf8'));

test('the picture keeps no id, test id, form or layout marker of the live screen', () => {
  const html = inertMarkup(
    '<div data-layout="main"><form class="f" noValidate=""><label for="x">Name</label><input id="x" name="n" data-testid="t"/></form><div class="remote-root" data-remote-name="e"></div></div>',
  );
  assert.equal(html, '<div><div class="f" noValidate=""><label>Name</label><input/></div><div class="remote-root"></div></div>');
});

test("a remote's marked route is drawn in each language with its strings and the build's CSS-module names", async () => {
  const paint = await renderRemoteFirstPaint(join(root, 'apps/events-mfe'), 'events');
  assert.deepEqual(Object.keys(paint), ['/app']);
  for (const language of ['en', 'vi']) {
    const html = paint['/app'][language];
    assert.match(html, new RegExp(`<h1 class="events_headline_[\\w-]{5}">${strings('apps/events-mfe', language).home.headline}</h1>`));
    assert.ok(html.includes(strings('apps/events-mfe', language).home.instant));
    assert.doesNotMatch(html, /<form|\sid="/);
  }
});

test("the shell's layouts leave the content slot for the route and speak the language", async () => {
  const paint = await renderShellFirstPaint(join(root, 'apps/shell'));
  const common = (language) => JSON.parse(readFileSync(join(root, 'libs/i18n/src/locales', `${language}.json`), 'utf8'));
  for (const layout of ['main', 'auth', 'public']) {
    for (const language of ['en', 'vi']) {
      assert.equal(paint[layout][language].split('<!--platform-first-paint-content-->').length, 2, `${layout} ${language}`);
    }
  }
  assert.ok(paint.main.vi.includes(common('vi').nav.home));
  assert.ok(paint.main.en.includes(common('en').nav.home));
  assert.match(paint.main.vi, /<option value="vi" selected="">/);
});

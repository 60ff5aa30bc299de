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
  const { routes: paint, states } = await renderRemoteFirstPaint(join(root, 'apps/events-mfe'), 'events');
  assert.deepEqual(Object.keys(paint), ['/app']);
  assert.equal(states, undefined);
  for (const language of ['en', 'vi']) {
    const html = paint['/app'][language];
    assert.match(html, new RegExp(`<h1 class="events_headline_[\\w-]{5}">${strings('apps/events-mfe', language).home.headline}</h1>`));
    assert.ok(html.includes(strings('apps/events-mfe', language).home.instant));
    assert.doesNotMatch(html, /<form|\sid="/);
  }
});

test("the shell's layouts leave the content slot for the route and speak the language", async () => {
  const { layouts: paint } = await renderShellFirstPaint(join(root, 'apps/shell'));
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

test("the join page's screens per state, with the markers where the server puts the event's facts", async () => {
  const { states } = await renderRemoteFirstPaint(join(root, 'apps/call-mfe'), 'call');
  const common = (language) => JSON.parse(readFileSync(join(root, 'libs/i18n/src/locales', `${language}.json`), 'utf8'));
  assert.deepEqual(Object.keys(states['/j/:alias']), ['join', 'join-passcode', 'watch', 'watch-passcode', 'ended', 'invalid']);
  for (const language of ['en', 'vi']) {
    const call = strings('apps/call-mfe', language);
    const screen = (state) => states['/j/:alias'][state][language];
    for (const state of ['join', 'join-passcode', 'watch', 'watch-passcode']) {
      assert.match(screen(state), /<h1 class="call_title_[\w-]{5}">__platformFirstPaint_topic__<\/h1>/, `${state} ${language}`);
      assert.ok(screen(state).includes(call.join.hostedBy.replace('{{name}}', '__platformFirstPaint_host__')), `${state} ${language}`);
      assert.equal(screen(state).includes('type="password"'), state.endsWith('-passcode'), `${state} ${language}`);
      assert.doesNotMatch(screen(state), /<form|\sid="/);
    }
    assert.ok(screen('invalid').includes(common(language).errors.invalidLink));
    assert.ok(screen('ended').includes(call.join.ended));
    assert.doesNotMatch(screen('invalid') + screen('ended'), /__platformFirstPaint_/);
  }
});

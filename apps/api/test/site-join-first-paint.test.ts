import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_CONTENT_MARKER, firstPaintField, JOIN_PAINT_STATES } from '@platform/contracts';
import { activeAccount, createEvent, startServer, type TestServer } from './helpers';

// The join page's first paint with the event's public facts (issue 27): the call remote's build draws a
// screen per state with field markers; the server picks the state from the event's short detail and
// fills the fields, escaped, in the request's language, and sends the detail for the live page.
let server: TestServer;
let host: { token: string };

const ENTRY = '/remotes/call/1.0.0/remoteEntry-Call0001.js';

/** A built site whose call remote drew its join screens: `<state>/<language>: <topic> / <host>`. */
function writeSite(site: string) {
  mkdirSync(path.join(site, 'env'), { recursive: true });
  mkdirSync(path.join(site, 'remotes/call/1.0.0'), { recursive: true });
  writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
  );
  const layouts = {
    public: { en: `<main>${FIRST_PAINT_CONTENT_MARKER}</main>`, vi: `<main lang-vi>${FIRST_PAINT_CONTENT_MARKER}</main>` },
  };
  writeFileSync(path.join(site, 'first-paint.json'), JSON.stringify({ layouts }));
  const screen = (state: string, language: string) =>
    `<section data-state="${state}/${language}"><h1>${firstPaintField('topic')}</h1><p title="${firstPaintField('host')}">${firstPaintField('host')}</p></section>`;
  const drawn = (state: string) => ({ en: screen(state, 'en'), vi: screen(state, 'vi') });
  writeFileSync(
    path.join(site, 'remotes/call/1.0.0/first-paint.json'),
    JSON.stringify({
      routes: { '/j/:alias': { en: '<p data-state="loading/en">Loading</p>', vi: '<p data-state="loading/vi">Đang tải</p>' } },
      states: { '/j/:alias': Object.fromEntries(JOIN_PAINT_STATES.map((state) => [state, drawn(state)])) },
    }),
  );
  writeFileSync(path.join(site, 'remotes/call/1.0.0/remoteEntry-Call0001.js'), 'export {};\n');
  const call = { version: '1.0.0', entry: ENTRY, routes: [{ path: '/j/:alias', layout: 'public' }] };
  writeFileSync(
    path.join(site, 'env/development.json'),
    JSON.stringify({ env: 'development', shell: { version: '0.1.0' }, config: {}, remotes: { call } }),
  );
}

async function page(url: string, language = 'en-US') {
  const reply = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': language } });
  expect(reply.statusCode).toBe(200);
  const html = reply.body;
  const paint = /<div id="first-paint" aria-hidden="true" inert>(.*?)<\/div><div id="root">/s.exec(html)?.[1] ?? null;
  const data = /<script id="platform-served-detail" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, paint, served: data === undefined ? undefined : JSON.parse(data) };
}

beforeAll(async () => {
  server = await startServer();
  writeSite(path.join(server.dataDir, 'site'));
  host = await activeAccount(server, 'Ngọc <Host> & "Co"');
});
afterAll(async () => {
  await server?.close();
});

describe("the join page's first paint", () => {
  it("draws the event's topic and host, escaped, in the request's language, and sends the public detail once", async () => {
    const topic = `</h1><script>alert("x")</script><img src=x onerror='y'> Q&A`;
    const event = await createEvent(server, host.token, { topic, mode: 'meeting' });
    const { paint, served, html } = await page(`/j/${event.alias}`, 'vi-VN,vi;q=0.9');
    expect(paint).toBe(
      '<main lang-vi><section data-state="join/vi"><h1>&lt;/h1&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;y&#39;&gt; Q&amp;A</h1>' +
        '<p title="Ngọc &lt;Host&gt; &amp; &quot;Co&quot;">Ngọc &lt;Host&gt; &amp; &quot;Co&quot;</p></section></main>',
    );
    expect(html.match(/<script>alert/g)).toBeNull();
    // the detail is the short-detail endpoint's answer, as it would have sent it, no more
    const shortDetail = await server.call('GET', `/conference/api/meet/qrcode/short-detail?alias=${event.alias}`);
    expect(served).toEqual({
      alias: event.alias,
      detail: shortDetail.body,
      look: expect.objectContaining({ welcome_page: expect.any(Object) }),
    });
  });

  it('shows a passcode event with its passcode field and never its passcode', async () => {
    const event = await createEvent(server, host.token, { topic: 'Board meeting', mode: 'meeting', passcode: 'hidden-42-code' });
    const { paint, served, html } = await page(`/j/${event.alias}`);
    expect(paint).toContain('data-state="join-passcode/en"');
    expect(paint).toContain('<h1>Board meeting</h1>');
    expect(served.detail.has_passcode).toBe(true);
    expect(html).not.toContain('hidden-42-code');
    expect(Object.keys(served.detail)).not.toContain('passcode');
    expect(JSON.stringify(served.look)).not.toContain('hidden-42-code');
  });

  it("draws the audience's screen for a room with an audience, and an ended event as ended", async () => {
    const livestream = await createEvent(server, host.token, { topic: 'Launch', mode: 'livestream' });
    expect((await page(`/j/${livestream.alias}`)).paint).toContain('data-state="watch/en"');
    const ended = await createEvent(server, host.token, { topic: 'Yesterday' });
    await server.app.ctx.db.query("UPDATE events SET end_time = now() - interval '1 hour' WHERE alias = $1", [ended.alias]);
    const { paint, served } = await page(`/j/${ended.alias}`);
    expect(paint).toContain('data-state="ended/en"');
    expect(served.detail.ended).toBe(true);
  });

  it('draws an alias that names nothing as the Invalid Conference link screen, with no detail', async () => {
    const { paint, served } = await page('/j/nosuchevent', 'vi');
    expect(paint).toBe('<main lang-vi><section data-state="invalid/vi"><h1></h1><p title=""></p></section></main>');
    expect(served).toEqual({ alias: 'nosuchevent', detail: null, look: null });
    // what the short-detail endpoint would refuse, the page neither looks up nor draws as an event
    const refused = await page(`/j/${'x'.repeat(300)}`);
    expect(refused.served).toBeUndefined();
    expect(refused.paint).toContain('data-state="loading/en"');
  });

  it("keeps the general first paint when the host's welcome page comes first, and sends the look with the detail", async () => {
    const other = await activeAccount(server, 'Welcoming host');
    const saved = await server.call('POST', '/api/account/setting/customisation/update', {
      token: other.token,
      body: { welcome_page: { enabled: true, title: 'Welcome!', message: 'Glad you came' } },
    });
    expect(saved.status).toBe(200);
    const event = await createEvent(server, other.token, { topic: 'With a welcome' });
    const { paint, served } = await page(`/j/${event.alias}`);
    expect(paint).toContain('data-state="loading/en"');
    expect(paint).not.toContain('With a welcome');
    expect(served.detail.topic).toBe('With a welcome');
    expect(served.look.welcome_page).toMatchObject({ enabled: true, title: 'Welcome!' });
  });
});

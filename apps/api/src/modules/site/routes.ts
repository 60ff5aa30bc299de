import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EnvironmentManifest } from '@platform/contracts';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { cacheControlFor, DOCUMENT_ONLY_HEADERS, isSubresource, REVALIDATE, sendOptionsFor } from './cache-policy';
import { sendText } from './encoding';
import { preloadedKeys, requestLanguage } from '@platform/contracts';
import { composeFirstPaint, firstPaintFiles } from './first-paint';
import { renderPage, requestOverrides, routeOf, type PageRequest, type ShellFirstLoad } from './first-load-page';
import { insideRoot, watchedFile } from './site-files';
import { joinServedPaint } from './join-first-paint';

/** Paths that belong to the services: never answered with the shell. */
export const API_PREFIXES = ['/api', '/apiv1', '/conference', '/call-config', '/signal', '/notification', '/logger', '/graphql', '/__dev'];

export const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The site is not built yet</h1><p>Run <code>npm run build</code>, then reload this page.</p></body></html>`;

/**
 * The built shell, the environment manifest and the released remotes, at one URL. Static files go
 * out precompressed (the `.br`/`.gz` beside each, chosen by Accept-Encoding) with the cache policy of
 * their name; the page and the manifest are compressed when served, with an ETag.
 */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const root = path.resolve(ctx.config.siteDir);
  const environment = watchedFile(path.join(root, 'env', `${path.basename(ctx.config.appEnv)}.json`), (text) => ({
    text,
    manifest: JSON.parse(text) as EnvironmentManifest,
  }));
  const template = watchedFile(path.join(root, 'index.html'), (text) => text);
  const shellMeta = watchedFile(
    path.join(root, 'shell-meta.json'),
    (text) => (JSON.parse(text) as { firstLoad?: ShellFirstLoad }).firstLoad ?? null,
  );

  app.get('/manifest.json', { schema: { hide: true } }, async (request, reply) => {
    const env = await environment();
    if (env === null) throw errors.notFound('Environment manifest');
    return sendText(request, reply, env.text, { type: 'application/json; charset=utf-8', cacheControl: REVALIDATE });
  });

  const paints = firstPaintFiles(root);
  const servedPaint = joinServedPaint(ctx);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [html, env, shell] = await Promise.all([template(), environment(), shellMeta()]);
    if (html === null) return sendText(request, reply, NOT_BUILT_PAGE, { type: 'text/html; charset=utf-8', cacheControl: REVALIDATE });
    const [pathname, search = ''] = request.url.split('?');
    let page = html;
    if (env && typeof env.manifest.remotes === 'object') {
      const pageRequest: PageRequest = {
        pathname,
        overrides: requestOverrides(search, request.headers.cookie),
        language: requestLanguage(request.headers.cookie, request.headers['accept-language']),
        preloaded: preloadedKeys(request.headers.cookie),
      };
      const shown = routeOf(env.manifest, pageRequest);
      const served = shown ? await servedPaint(shown, new URLSearchParams(search)) : null;
      const paint = shown
        ? composeFirstPaint(await paints.shell(), await paints.remote(shown.remote.entry), { ...pageRequest, route: shown.route }, served)
        : null;
      page = renderPage(html, env.manifest, shell, pageRequest, paint, served?.data);
    }
    // What is preloaded and painted follows the route, the language and (staging) the override cookie.
    return sendText(request, reply, page, {
      type: 'text/html; charset=utf-8',
      cacheControl: REVALIDATE,
      vary: ['Accept-Language', 'Cookie'],
    });
  };

  app.get('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url)) throw errors.notFound('Route');
    let relative: string;
    try {
      relative = decodeURIComponent(url).replace(/^\/+/, '');
    } catch {
      throw errors.notFound('File');
    }
    const file = insideRoot(root, relative);
    if (relative === 'index.html') return sendPage(request, reply);
    if (file && (await isFile(file))) {
      if (isSubresource(relative)) for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
      const cacheControl = cacheControlFor(relative);
      return reply
        .header('cache-control', cacheControl)
        .sendFile(relative, root, { cacheControl: false, dotfiles: 'deny', ...sendOptionsFor(cacheControl) });
    }
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (relative === '' || (wantsHtml && !relative.startsWith('remotes/') && !relative.startsWith('assets/')))
      return sendPage(request, reply);
    throw errors.notFound('File');
  });
}

async function isFile(file: string) {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

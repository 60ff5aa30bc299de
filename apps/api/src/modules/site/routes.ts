import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { errors } from '../../errors';

/** Paths that belong to the services: never answered with the shell. */
export const API_PREFIXES = ['/api', '/apiv1', '/conference', '/call-config', '/signal', '/notification', '/logger', '/graphql', '/__dev'];

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The site is not built yet</h1><p>Run <code>npm run build</code>, then reload this page.</p></body></html>`;

/** Cache policy of a site file: versioned remotes forever, the shell's index and manifests never. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('remotes/')) return IMMUTABLE;
  if (relativePath === 'index.html' || relativePath.startsWith('env/')) return NO_CACHE;
  return 'public, max-age=3600';
}

/** The built shell, the environment manifest and the released remotes, at one URL. */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const root = path.resolve(ctx.config.siteDir);

  app.get('/manifest.json', { schema: { hide: true } }, async (_request, reply) => {
    const file = path.join(root, 'env', `${path.basename(ctx.config.appEnv)}.json`);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) throw errors.notFound('Environment manifest');
    return reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(text);
  });

  const sendIndex = async (reply: FastifyReply) => {
    const index = path.join(root, 'index.html');
    if (await isFile(index)) return reply.header('cache-control', NO_CACHE).sendFile('index.html', root, { cacheControl: false });
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
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
    const file = path.resolve(root, relative);
    if (relative && (file === root || file.startsWith(root + path.sep)) && !relative.split('/').some((part) => part.startsWith('.')) && (await isFile(file))) {
      return reply.header('cache-control', cacheControlFor(relative)).sendFile(relative, root, { cacheControl: false, dotfiles: 'deny' });
    }
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (relative === '' || (wantsHtml && !relative.startsWith('remotes/') && !relative.startsWith('assets/'))) return sendIndex(reply);
    throw errors.notFound('File');
  });
}

async function isFile(file: string) {
  return stat(file).then((info) => info.isFile(), () => false);
}

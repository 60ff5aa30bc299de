import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to send: brotli, else gzip, else none, as the request's Accept-Encoding allows (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (coding: ContentEncoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

export function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });
}

/** Appends to Vary without repeating a header already there. */
export function addVary(reply: FastifyReply, ...headers: string[]): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (const header of headers) if (!current.some((h) => h.toLowerCase() === header.toLowerCase())) current.push(header);
  reply.header('vary', current.join(', '));
}

interface Variants {
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Compressed copies of generated text (pages, manifests) by content, so each is compressed once. */
const cache = new Map<string, Variants>();
const CACHE_ENTRIES = 64;

function variantsOf(text: string): Variants {
  const identity = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  let found = cache.get(etag);
  if (!found) {
    found = { etag, identity };
    cache.set(etag, found);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return found;
}

/**
 * Sends generated text the way static files go out: ETag (304 when the browser has it), compressed
 * as Accept-Encoding allows, `Vary: Accept-Encoding` (plus what else the text depends on).
 */
export function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  options: { type: string; cacheControl: string; vary?: string[] },
) {
  const variants = variantsOf(text);
  const encoding = variants.identity.length > 1024 ? preferredEncoding(request.headers['accept-encoding']) : null;
  // one tag per representation (as for a precompressed file), any of them matches the content
  reply
    .header('cache-control', options.cacheControl)
    .header('etag', encoding ? `${variants.etag.slice(0, -1)}-${encoding}"` : variants.etag)
    .type(options.type);
  addVary(reply, 'Accept-Encoding', ...(options.vary ?? []));
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some(
      (tag) =>
        tag
          .trim()
          .replace(/^W\//, '')
          .replace(/-(br|gzip)"$/, '"') === variants.etag,
    )
  )
    return reply.code(304).send();
  if (!encoding) return reply.send(variants.identity);
  variants[encoding] ??= compress(variants.identity, encoding);
  return reply.header('content-encoding', encoding).send(variants[encoding]);
}

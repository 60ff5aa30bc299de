import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** sha256 sources of the inline scripts of the built shell's index.html (the theme script runs before paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim()) hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Re-read when the shell's index.html changes (a rebuild under a running service). */
function siteScriptHashes(siteDir: string) {
  const file = path.join(siteDir, 'index.html');
  let seen = -1;
  let checkedAt = 0;
  let hashes: string[] = [];
  return () => {
    // every answer carries the CSP: look at the file at most once a second, not per request
    const now = Date.now();
    if (now - checkedAt < 1000) return hashes;
    checkedAt = now;
    try {
      const mtime = statSync(file).mtimeMs;
      if (mtime !== seen) {
        hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
        seen = mtime;
      }
    } catch {
      hashes = [];
    }
    return hashes;
  };
}

/**
 * Security headers on every answer (@fastify/helmet). The CSP is what the shell and its remotes need:
 * scripts from this origin (Module Federation loads remote entries from /remotes/...) plus the hashed
 * inline theme script; styles from this origin and inline (remotes inject their CSS at mount); media
 * and images also from blob: and data:; sockets to this origin (and LiveKit when configured), requests
 * to the desktop app on loopback (OAuth hand-off). Framing
 * only by this origin (clickjacking). HSTS only when the request came over TLS.
 * Helmet writes the headers; they depend only on the inline-script hashes, so they are computed once
 * per hashes value and copied onto each answer (@fastify/helmet rebuilt helmet's middleware, parsing
 * and validating every directive, on every request: a tenth of a hot read's CPU).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const hashes = siteScriptHashes(config.siteDir);
  const livekit = config.livekit ? [config.livekit.url, config.livekit.url.replace(/^ws/, 'http')] : [];
  const headersFor = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // a function: the hashes follow the index.html being served; 'wasm-unsafe-eval' compiles WebAssembly
        // (the call's background segmentation model, issue 29) and allows no JavaScript eval
        scriptSrc: [
          "'self'",
          (_request, response) => (response as unknown as { scriptHashes: string }).scriptHashes || "'self'",
          "'wasm-unsafe-eval'",
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        // loopback: the OAuth hand-off posts the sign-in to the desktop app's local port
        connectSrc: ["'self'", 'ws:', 'wss:', 'http://127.0.0.1:*', 'http://localhost:*', ...livekit],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Behind TLS only (below): over plain HTTP the header is meaningless and would pin local tests.
    strictTransportSecurity: false,
    // Media from LiveKit and images from sign-in providers are cross-origin; isolation would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    const { set, removed } = headersFor(hashes().join(' '));
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
  });
}

/**
 * The headers helmet sets with these options, recorded once per value of the inline-script hashes
 * (the only part that changes: a rebuilt index.html), by running its middleware on a recording answer.
 */
function helmetHeaders(options: HelmetOptions) {
  const middleware = helmet(options);
  let last: { hashes: string; set: [string, string | number | readonly string[]][]; removed: string[] } | null = null;
  return (scriptHashes: string) => {
    if (last?.hashes === scriptHashes) return last;
    const recorded = { hashes: scriptHashes, set: [] as [string, string | number | readonly string[]][], removed: [] as string[] };
    const response = {
      scriptHashes,
      setHeader: (name: string, value: string | number | readonly string[]) => void recorded.set.push([name, value]),
      removeHeader: (name: string) => void recorded.removed.push(name),
    };
    middleware({} as never, response as never, (error?: unknown) => {
      if (error) throw error;
    });
    last = recorded;
    return recorded;
  };
}

import { createHash, createHmac } from 'node:crypto';
import { randomToken, safeEqual } from '../../lib/secrets';

/** A grant lives this long; the player asks for a fresh one over the room socket at half its life. */
export const VIEWER_GRANT_TTL_SECONDS = 180;

/** The grant as the player carries it on every HLS request: query parameters of the playlist and segments. */
export interface ViewerGrantQuery {
  /** The room member it was given to. */
  viewer: string;
  /** Unix seconds it stops working. */
  expires: string;
  /** HMAC-SHA256 over room, member and expiry: what the API checks. */
  sig: string;
  /** nginx's `secure_link_md5 "$secure_link_expires:$hls_room:$arg_viewer $hls_grant_secret"`, base64url: what nginx or a CDN checks. */
  md5: string;
}

const VIEWER = /^[\w-]{1,64}$/;

/**
 * nginx `secure_link` md5 of a grant: MD5 of `<expires>:<alias>:<viewer> <secret>`, base64url without
 * padding, the checksum `secure_link $arg_md5,$arg_expires` compares (apps/api/nginx/hls-grants.conf).
 * The colons keep one room's grant from reading as another's (`ab` + `cx` is not `abc` + `x`).
 */
export function secureLinkMd5(expires: string, alias: string, viewer: string, secret: string): string {
  return createHash('md5').update(`${expires}:${alias}:${viewer} ${secret}`).digest('base64url');
}

/**
 * Short-lived signed grants to a room's HLS (issue 26): the room gives one to each admitted member
 * who asks (`hls.grant` on the room socket), bound to the room and the member, valid for minutes.
 * The folder's files are served only with one; the API also asks the room whether the member is
 * still admitted, so a removed or blocked member is refused at their next request.
 */
export class ViewerGrants {
  /** `HLS_GRANT_SECRET` (the same in nginx and on every API instance); a fresh random one otherwise. */
  constructor(
    private readonly secret = randomToken(32),
    private readonly ttlSeconds = VIEWER_GRANT_TTL_SECONDS,
  ) {}

  issue(alias: string, viewer: string, now = Date.now()): ViewerGrantQuery {
    return this.sign(alias, viewer, Math.floor(now / 1000) + this.ttlSeconds);
  }

  /** A grant expiring at `expiresAt` (unix seconds); tests make expired ones with it. */
  sign(alias: string, viewer: string, expiresAt: number): ViewerGrantQuery {
    const expires = String(expiresAt);
    return { viewer, expires, sig: this.hmac(alias, viewer, expires), md5: secureLinkMd5(expires, alias, viewer, this.secret) };
  }

  /** The member a grant for room `alias` was given to, or null (absent, malformed, forged, another room's, expired). */
  verify(alias: string, query: Partial<Record<keyof ViewerGrantQuery, unknown>>, now = Date.now()): string | null {
    const { viewer, expires, sig } = query;
    if (typeof viewer !== 'string' || typeof expires !== 'string' || typeof sig !== 'string') return null;
    if (!VIEWER.test(viewer) || !/^\d{1,12}$/.test(expires)) return null;
    if (!safeEqual(sig, this.hmac(alias, viewer, expires))) return null;
    return Number(expires) * 1000 > now ? viewer : null;
  }

  private hmac(alias: string, viewer: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`hls-grant\n${alias}\n${viewer}\n${expires}`).digest('base64url');
  }
}

/** The grant as a query string (`viewer=...&expires=...&sig=...&md5=...`). */
export const grantQueryString = (grant: ViewerGrantQuery): string => new URLSearchParams({ ...grant }).toString();

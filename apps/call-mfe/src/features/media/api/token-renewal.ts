/** A media token and how long it lasts (seconds), as `POST /call-config/config` gives it. */
export interface MediaToken {
  token: string;
  expiresIn: number;
}

export interface TokenRenewalOptions {
  /** The token the call started with and its lifetime. */
  initial: MediaToken;
  /** Asks the call config for a fresh token (the member proves who they are with their resume token). */
  fetch: () => Promise<MediaToken>;
  /** A fresh token arrived. */
  onToken?: (token: MediaToken) => void;
  /** Renew this share of the lifetime in (0.7: a 600 s token is renewed after 420 s). */
  renewAt?: number;
  /** After a failed renewal, try again this soon (seconds). */
  retrySeconds?: number;
}

/**
 * Keeps a short-lived media token fresh while the member stays in the call (issue 15 item 3: LiveKit
 * tokens last 600 s). The Room keeps its own connection alive with the tokens the server sends it;
 * this one is for when the Room has to connect anew (after a long network loss ended the session),
 * which needs a token that has not expired. Renews before expiry, again and again, until `stop`.
 */
export class TokenRenewal {
  private current: MediaToken & { expiresAt: number };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly options: TokenRenewalOptions) {
    this.current = { ...options.initial, expiresAt: Date.now() + options.initial.expiresIn * 1000 };
    this.schedule(options.initial.expiresIn * (options.renewAt ?? 0.7));
  }

  /** The newest token, or null when the last one has expired (no renewal came through in time). */
  get token(): string | null {
    return this.current.expiresAt > Date.now() ? this.current.token : null;
  }

  /** Renews now (for example when a reconnect finds the token expired). */
  async renewNow(): Promise<string> {
    const fresh = await this.options.fetch();
    if (this.stopped) return fresh.token;
    this.current = { ...fresh, expiresAt: Date.now() + fresh.expiresIn * 1000 };
    this.options.onToken?.(fresh);
    this.schedule(fresh.expiresIn * (this.options.renewAt ?? 0.7));
    return fresh.token;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(seconds: number) {
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.renewNow().catch(() => {
          // Refused or offline: try again soon, while the current token still has time left.
          const left = (this.current.expiresAt - Date.now()) / 1000;
          if (!this.stopped && left > 0) this.schedule(Math.min(this.options.retrySeconds ?? 15, left));
        });
      },
      Math.max(1, seconds) * 1000,
    );
  }
}

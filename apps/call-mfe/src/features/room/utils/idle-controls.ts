/** Spec §9: the hover-timeout directive hides after 5000 ms; mouse movement is sampled at most every 300 ms. */
export const CONTROLS_HIDE_AFTER_MS = 5000;
export const POINTER_SAMPLE_MS = 300;

export interface IdleControlsOptions {
  hideAfterMs?: number;
  sampleMs?: number;
  /** Asked when the time is up: false keeps the controls (focus or an open menu inside them). */
  canHide?(): boolean;
  now?(): number;
}

/**
 * When the in-call controls fade out: after `hideAfterMs` without pointer movement or keyboard use,
 * unless `canHide` says something inside them is in use. Pointer movement is sampled, not handled on
 * every event, so moving the mouse over video costs nothing.
 */
export class IdleControls {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastSample = -Infinity;
  private hidden = false;
  private readonly hideAfterMs: number;
  private readonly sampleMs: number;
  private readonly canHide: () => boolean;
  private readonly now: () => number;

  constructor(
    private readonly onChange: (hidden: boolean) => void,
    options: IdleControlsOptions = {},
  ) {
    this.hideAfterMs = options.hideAfterMs ?? CONTROLS_HIDE_AFTER_MS;
    this.sampleMs = options.sampleMs ?? POINTER_SAMPLE_MS;
    this.canHide = options.canHide ?? (() => true);
    this.now = options.now ?? (() => Date.now());
    this.schedule();
  }

  /** The pointer moved: counts once per sample window. */
  pointer() {
    const now = this.now();
    if (now - this.lastSample < this.sampleMs) return;
    this.lastSample = now;
    this.wake();
  }

  /** A key press, a focus change or a tap: always brings the controls back. */
  wake() {
    this.set(false);
    this.schedule();
  }

  get isHidden() {
    return this.hidden;
  }

  dispose() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.canHide()) this.set(true);
      else this.schedule();
    }, this.hideAfterMs);
  }

  private set(hidden: boolean) {
    if (hidden === this.hidden) return;
    this.hidden = hidden;
    this.onChange(hidden);
  }
}

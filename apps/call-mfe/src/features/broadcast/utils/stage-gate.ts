/** How long the composite waits for the stage's cameras before its outputs start anyway. */
export const STAGE_READY_WAIT_MS = 3000;
/**
 * Frames drawn with every picture before the outputs start: the canvas's capture hands an encoder
 * started at once the frame captured before (still the initials), so a few frames are let through first.
 */
export const STAGE_READY_FRAMES = 3;

/**
 * Holds the composite's first output (recording or livestream) until the stage shows what it should:
 * every person on stage with their camera on has a picture. Without it a stream began with the host
 * drawn as their initials for the half second their video took to reach the composite page, and an
 * audience that joins at once watches that start (issue 29's stage, in the audience journey). A camera
 * that never comes does not hold the output longer than `waitMs`.
 */
export class StageGate {
  private isOpen = false;
  private readyFrames = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private resolve: () => void = () => undefined;
  /** Resolves once the outputs may start; stays resolved (only the first start waits). */
  readonly opened = new Promise<void>((resolve) => (this.resolve = resolve));

  constructor(
    private readonly waitMs = STAGE_READY_WAIT_MS,
    private readonly frames = STAGE_READY_FRAMES,
  ) {}

  /** An output was asked for: it starts when the stage is ready, or after `waitMs` anyway. */
  arm() {
    if (this.isOpen || this.timer) return;
    this.timer = setTimeout(() => this.open(), this.waitMs);
  }

  /** After each drawn frame: whether every camera on stage showed its picture in it. */
  note(stageReady: boolean) {
    this.readyFrames = stageReady ? this.readyFrames + 1 : 0;
    if (this.readyFrames >= this.frames) this.open();
  }

  close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private open() {
    if (this.isOpen) return;
    this.isOpen = true;
    this.close();
    this.resolve();
  }
}

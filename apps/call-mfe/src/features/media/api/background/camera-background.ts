import type { BackgroundEffect } from '@platform/shared-api';

/** A camera stream as people see it: the camera itself, or its background-replaced copy. */
export interface ShownCamera {
  stream: MediaStream;
  /** Stops the effect (never the camera itself). */
  stop(): void;
}

/** `call:` key of the toast when an effect cannot start (the model or image did not load, no WebGL). */
export const BACKGROUND_FAILED_KEY = 'call:join.backgroundFailed';

/**
 * The one door to background effects for the pre-join preview and the call (`LocalMedia`): with `off`
 * the camera as it is; otherwise the processor, loaded with `import()` the first time, so the model,
 * its code and the images cost nothing to someone who never turns an effect on.
 */
export async function showCamera(camera: MediaStream, effect: BackgroundEffect | undefined): Promise<ShownCamera> {
  const track = camera.getVideoTracks()[0];
  if (!effect || effect === 'off' || !track) return { stream: camera, stop: () => undefined };
  const { startBackground } = await import('./background-processor');
  const processor = await startBackground(track, effect);
  return { stream: new MediaStream([processor.track]), stop: processor.stop };
}

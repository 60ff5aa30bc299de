/**
 * MediaPipe's selfie segmentation, served by this remote under `assets/segmentation/` (the vite plugin in
 * `segmentation-assets.ts`). Its loader is a classic script that defines `SelfieSegmentation` on window, so
 * it is added as a <script> on first use rather than bundled; the wasm needs CSP 'wasm-unsafe-eval'.
 */
interface SegmentationResults {
  segmentationMask: CanvasImageSource;
}

interface SelfieSegmentationSolution {
  setOptions(options: { modelSelection: 0 | 1; selfieMode?: boolean }): void;
  onResults(listener: (results: SegmentationResults) => void): void;
  initialize(): Promise<void>;
  send(inputs: { image: HTMLCanvasElement }): Promise<void>;
  close(): Promise<void>;
}

type SolutionClass = new (config: { locateFile(file: string): string }) => SelfieSegmentationSolution;

/** A mask per frame: alpha is how sure the model is that the pixel is the person. */
export interface Segmenter {
  /** Segments the image and draws its mask onto `into` (same size as the image). */
  segment(image: HTMLCanvasElement, into: CanvasRenderingContext2D): Promise<void>;
  close(): void;
}

// A variable, not a literal: Vite would otherwise try to resolve the folder at build time.
const chunkUrl = import.meta.url;
export const segmentationFileUrl = (file: string) => new URL(`segmentation/${file}`, chunkUrl).href;

let loader: Promise<SolutionClass> | null = null;

function loadSolution(): Promise<SolutionClass> {
  const ready = (window as unknown as { SelfieSegmentation?: SolutionClass }).SelfieSegmentation;
  if (ready) return Promise.resolve(ready);
  loader ??= new Promise<SolutionClass>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = segmentationFileUrl('selfie_segmentation.js');
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      const loaded = (window as unknown as { SelfieSegmentation?: SolutionClass }).SelfieSegmentation;
      if (loaded) resolve(loaded);
      else reject(new Error('segmentation model did not load'));
    };
    script.onerror = () => reject(new Error('segmentation model did not load'));
    document.head.append(script);
  }).catch((error) => {
    loader = null;
    throw error;
  });
  return loader;
}

/** How long an unused model stays loaded: switching effects, or going from the pre-join to the call, reuses it. */
const KEEP_IDLE_MS = 10_000;

interface SharedModel {
  solution: SelfieSegmentationSolution;
  /** Where the next result is drawn: the caller of the running `send`. */
  target: CanvasRenderingContext2D | null;
  /** Sends one after another: two users (the preview and the call) never interleave results. */
  queue: Promise<void>;
  users: number;
  idleTimer?: ReturnType<typeof setTimeout>;
}

let shared: Promise<SharedModel> | null = null;

async function loadModel(): Promise<SharedModel> {
  const Solution = await loadSolution();
  const solution = new Solution({ locateFile: segmentationFileUrl });
  solution.setOptions({ modelSelection: 1, selfieMode: false });
  const model: SharedModel = { solution, target: null, queue: Promise.resolve(), users: 0 };
  solution.onResults((results) => {
    const target = model.target;
    if (!target) return;
    target.globalCompositeOperation = 'copy';
    // Softened at the model's size (cheap): the edge reads as a person, not a cut-out.
    target.filter = 'blur(1px)';
    target.drawImage(results.segmentationMask, 0, 0, target.canvas.width, target.canvas.height);
    target.filter = 'none';
  });
  await solution.initialize();
  return model;
}

/** Opens the segmenter (the landscape model: 256x144 input, made for video calls), loading it once. */
export async function openSegmenter(): Promise<Segmenter> {
  shared ??= loadModel().catch((error) => {
    shared = null;
    throw error;
  });
  const mine = shared;
  const model = await mine;
  clearTimeout(model.idleTimer);
  model.users += 1;
  let closed = false;
  return {
    segment(image, into) {
      if (closed) return Promise.resolve();
      const run = model.queue.then(async () => {
        model.target = into;
        try {
          await model.solution.send({ image });
        } finally {
          model.target = null;
        }
      });
      model.queue = run.catch(() => undefined);
      return run;
    },
    close() {
      if (closed) return;
      closed = true;
      model.users -= 1;
      if (model.users > 0) return;
      model.idleTimer = setTimeout(() => {
        if (model.users > 0 || shared !== mine) return;
        shared = null;
        void model.solution.close().catch(() => undefined);
      }, KEEP_IDLE_MS);
    },
  };
}

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

/** Opens one segmenter (the landscape model: 256x144 input, made for video calls). */
export async function openSegmenter(): Promise<Segmenter> {
  const Solution = await loadSolution();
  const solution = new Solution({ locateFile: segmentationFileUrl });
  solution.setOptions({ modelSelection: 1, selfieMode: false });
  let target: CanvasRenderingContext2D | null = null;
  solution.onResults((results) => {
    if (!target) return;
    target.globalCompositeOperation = 'copy';
    target.drawImage(results.segmentationMask, 0, 0, target.canvas.width, target.canvas.height);
  });
  await solution.initialize();
  let closed = false;
  return {
    async segment(image, into) {
      if (closed) return;
      target = into;
      await solution.send({ image });
    },
    close() {
      if (closed) return;
      closed = true;
      void solution.close().catch(() => undefined);
    },
  };
}

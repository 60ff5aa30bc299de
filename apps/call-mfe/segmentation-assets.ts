import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the call remote serves the segmentation model, beside its chunks (`features/media/api/background/segmentation-model.ts`). */
export const SEGMENTATION_DIR = 'assets/segmentation';
const MODEL_FILE = /\.(js|wasm|data|tflite|binarypb)$/;

/**
 * Background blur and images (issue 29) run MediaPipe's selfie segmentation in the browser: its loader
 * script, wasm and .tflite model ship inside the npm package and are served by the product as static
 * files of this remote, fetched only when someone turns an effect on (never in a JS bundle).
 */
export function segmentationAssets(): Plugin {
  const packageDir = dirname(createRequire(import.meta.url).resolve('@mediapipe/selfie_segmentation/package.json'));
  return {
    name: 'call-segmentation-assets',
    apply: 'build',
    generateBundle() {
      for (const file of readdirSync(packageDir).filter((name) => MODEL_FILE.test(name))) {
        this.emitFile({ type: 'asset', fileName: `${SEGMENTATION_DIR}/${file}`, source: readFileSync(join(packageDir, file)) });
      }
    },
  };
}

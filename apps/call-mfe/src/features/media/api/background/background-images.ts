import type { BackgroundEffect } from '@platform/shared-api';

/** The background images the product ships (literal URLs: Vite emits each as a hashed asset of this remote). */
const IMAGES: Record<string, string> = {
  'image:dawn': new URL('./images/dawn.jpg', import.meta.url).href,
  'image:ocean': new URL('./images/ocean.jpg', import.meta.url).href,
  'image:studio': new URL('./images/studio.jpg', import.meta.url).href,
};

export const backgroundImageUrl = (effect: BackgroundEffect): string | undefined => IMAGES[effect];

export function loadBackgroundImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`background image ${url} did not load`));
    image.src = url;
  });
}

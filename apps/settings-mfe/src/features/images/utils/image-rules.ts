import type { FieldError } from '@platform/ui';

/** Images a host uploads in settings (spec §5, §9). */
export type ImageKind = 'name_badge' | 'scene' | 'logo' | 'thumbnail';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

interface ImageRule {
  maxMb: number;
  /** Width / height the image must have (16:9 for badge and scene). */
  aspect?: number;
  /** A recommendation only (logo 100x100 px). */
  recommended?: { width: number; height: number };
}

export const IMAGE_RULES: Record<ImageKind, ImageRule> = {
  name_badge: { maxMb: 1, aspect: 16 / 9 },
  scene: { maxMb: 1, aspect: 16 / 9 },
  logo: { maxMb: 1, recommended: { width: 100, height: 100 } },
  thumbnail: { maxMb: 1 },
};

/** Upload kinds of the files service for each image. */
export const UPLOAD_KIND: Record<ImageKind, 'name_badge' | 'scene' | 'logo'> = {
  name_badge: 'name_badge',
  scene: 'scene',
  logo: 'logo',
  thumbnail: 'scene',
};

/** Type and size, before reading the image: 'invalid file type', 'file too big'. */
export function checkImageFile(file: { type: string; size: number }, kind: ImageKind): FieldError | null {
  if (!IMAGE_TYPES.includes(file.type)) return { key: 'errors.fileType' };
  const rule = IMAGE_RULES[kind];
  if (file.size > rule.maxMb * 1024 * 1024) return { key: 'errors.fileTooBig', params: { size: rule.maxMb } };
  return null;
}

/** Spec §5: images above 1080p are rejected (either orientation). */
export function exceeds1080p(size: { width: number; height: number }): boolean {
  return Math.max(size.width, size.height) > 1920 || Math.min(size.width, size.height) > 1080;
}

/** Resolution and shape, once the image is decoded. 16:9 allows 2% for rounding (1366x768). */
export function checkImageDimensions(size: { width: number; height: number }, kind: ImageKind): FieldError | null {
  if (exceeds1080p(size)) return { key: 'errors.lowerQuality' };
  const { aspect } = IMAGE_RULES[kind];
  if (aspect && Math.abs(size.width / size.height - aspect) / aspect > 0.02) return { key: 'settings:images.aspect' };
  return null;
}

/** Whether a logo differs from the recommended 100x100 (shown as a hint, not an error). */
export function differsFromRecommended(size: { width: number; height: number }, kind: ImageKind): boolean {
  const recommended = IMAGE_RULES[kind].recommended;
  return Boolean(recommended && (size.width !== recommended.width || size.height !== recommended.height));
}

/** Decodes an image file to learn its size; rejects when the browser cannot read it. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      reject(new Error('unreadable image'));
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

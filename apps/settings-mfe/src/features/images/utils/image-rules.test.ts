import { describe, expect, it } from 'vitest';
import { checkImageDimensions, checkImageFile, differsFromRecommended, exceeds1080p } from './image-rules';

const MB = 1024 * 1024;

describe('image rules of spec §5', () => {
  it('refuses files that are not images with the file-type message', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 }, 'logo')).toEqual({ key: 'errors.fileType' });
    expect(checkImageFile({ type: '', size: 10 }, 'scene')).toEqual({ key: 'errors.fileType' });
  });

  it('refuses badge, scene and logo images above 1 MB with the limit in the message', () => {
    expect(checkImageFile({ type: 'image/png', size: MB + 1 }, 'logo')).toEqual({ key: 'errors.fileTooBig', params: { size: 1 } });
    expect(checkImageFile({ type: 'image/jpeg', size: MB }, 'name_badge')).toBeNull();
  });

  it('refuses images above 1080p in either orientation', () => {
    expect(exceeds1080p({ width: 1920, height: 1080 })).toBe(false);
    expect(exceeds1080p({ width: 1080, height: 1920 })).toBe(false);
    expect(exceeds1080p({ width: 2560, height: 1440 })).toBe(true);
    expect(checkImageDimensions({ width: 3840, height: 2160 }, 'scene')).toEqual({ key: 'errors.lowerQuality' });
  });

  it('needs 16:9 for the name badge and the scene, with room for rounding', () => {
    expect(checkImageDimensions({ width: 1280, height: 720 }, 'name_badge')).toBeNull();
    expect(checkImageDimensions({ width: 1366, height: 768 }, 'scene')).toBeNull();
    expect(checkImageDimensions({ width: 800, height: 800 }, 'name_badge')).toEqual({ key: 'settings:images.aspect' });
    expect(checkImageDimensions({ width: 800, height: 800 }, 'logo')).toBeNull();
  });

  it('recommends 100x100 for the logo without refusing other sizes', () => {
    expect(differsFromRecommended({ width: 100, height: 100 }, 'logo')).toBe(false);
    expect(differsFromRecommended({ width: 300, height: 120 }, 'logo')).toBe(true);
    expect(differsFromRecommended({ width: 300, height: 120 }, 'scene')).toBe(false);
  });
});

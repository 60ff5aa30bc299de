import { describe, expect, it } from 'vitest';
import type { EventCustomisation } from '@platform/shared-api';
import { compositeLook } from './composite-look';
import { coverCrop } from './draw-stage';

const SIZE = { width: 1280, height: 720 };
/** A stand-in for canvas measuring: every character half the font's px size wide. */
const measure = (text: string, font: string) => text.length * Number(/(\d+)px/.exec(font)![1]) * 0.5;

const look = (over: Partial<EventCustomisation> = {}): EventCustomisation => ({
  name_badge: { enabled: true },
  scene: { image_url: '/files/scene.png' },
  logo: { image_url: '/files/logo.png', position: 'top-right' },
  text_effect: {
    enabled: true,
    text: 'quarterly review',
    font: 'Lora',
    font_style: 'bold-italic',
    size: 40,
    transform: 'uppercase',
    color: '#ffffff',
    background_color: '#123456',
  },
  url_thumbnail: { image_url: null, title: '', description: '' },
  welcome_page: { enabled: false, title: '', message: '' },
  end_call_page: { enabled: false, title: '', message: '', redirect_url: null },
  anti_screen_capture: false,
  updated_at: null,
  host_name_badge_url: '/files/badge.png',
  ...over,
});

describe('the composite draws the host customisation', () => {
  it('puts a 100 px logo in its corner, inside the same margins as the call page (3% of the width, 4% of the height)', () => {
    const plan = compositeLook(look(), SIZE, { width: 100, height: 100 }, measure);
    expect(plan.logo).toEqual({ url: '/files/logo.png', rect: { x: 1280 - 38.4 - 100, y: 28.8, width: 100, height: 100 } });
    const bottomLeft = compositeLook(
      look({ logo: { image_url: '/files/logo.png', position: 'bottom-left' } }),
      SIZE,
      { width: 400, height: 200 },
      measure,
    );
    // A wide logo is scaled down to 100 px on its longer side, keeping its shape.
    expect(bottomLeft.logo!.rect).toEqual({ x: 38.4, y: 720 - 28.8 - 50, width: 100, height: 50 });
    const middle = compositeLook(
      look({ logo: { image_url: '/files/logo.png', position: 'middle-right' } }),
      SIZE,
      { width: 100, height: 100 },
      measure,
    );
    expect(middle.logo!.rect.y).toBe(310);
  });

  it('waits for the logo picture and draws nothing the host did not turn on', () => {
    expect(compositeLook(look(), SIZE, null, measure).logo).toBeNull();
    const plain = compositeLook(
      look({ scene: { image_url: null }, name_badge: { enabled: false }, text_effect: { ...look().text_effect, enabled: false } }),
      SIZE,
      null,
      measure,
    );
    expect(plain).toEqual({ sceneUrl: null, logo: null, banner: null, nameBadgeUrl: null });
    expect(compositeLook(null, SIZE, { width: 100, height: 100 }, measure)).toEqual({
      sceneUrl: null,
      logo: null,
      banner: null,
      nameBadgeUrl: null,
    });
  });

  it('centres the banner near the bottom in the text effect font, size (px on a 1280 px stage) and transform', () => {
    const plan = compositeLook(look(), SIZE, null, measure);
    const banner = plan.banner!;
    expect(banner.text).toBe('QUARTERLY REVIEW');
    expect(banner.font).toBe("italic 700 40px 'Lora', system-ui, sans-serif");
    expect(banner).toMatchObject({ color: '#ffffff', background: '#123456', textX: 640 });
    // 16 characters of 20 px, padded 1 em each side; 1.2 lines high plus 0.4 em above and below; 3% above the bottom.
    expect(banner.box).toEqual({ x: 640 - 200, y: 720 - 21.6 - 80, width: 400, height: 80 });
    // Half the stage width halves the font.
    expect(compositeLook(look(), { width: 640, height: 360 }, null, measure).banner!.font).toContain(' 20px ');
  });

  it('keeps a long banner within 90% of the width', () => {
    const plan = compositeLook(look({ text_effect: { ...look().text_effect, text: 'x'.repeat(200) } }), SIZE, null, measure);
    expect(plan.banner!.box.width).toBe(1152);
    expect(plan.banner!.maxTextWidth).toBe(1152 - 80);
  });

  it("shows the scene and the host's name badge when set", () => {
    const plan = compositeLook(look(), SIZE, null, measure);
    expect(plan.sceneUrl).toBe('/files/scene.png');
    expect(plan.nameBadgeUrl).toBe('/files/badge.png');
  });

  it('crops a picture to cover its box', () => {
    expect(coverCrop({ width: 400, height: 100 }, 16 / 9)).toEqual({
      x: (400 - (100 * 16) / 9) / 2,
      y: 0,
      width: (100 * 16) / 9,
      height: 100,
    });
    expect(coverCrop({ width: 100, height: 100 }, 16 / 9)).toEqual({ x: 0, y: (100 - 56.25) / 2, width: 100, height: 56.25 });
  });
});

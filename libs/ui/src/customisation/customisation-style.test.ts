import { describe, expect, it } from 'vitest';
import { LOGO_POSITIONS } from '@platform/shared-api';
import { POSITION_GRID, logoPlacement, textEffectStyle } from './customisation-style';

describe('customisation preview', () => {
  it('places the logo in each of the 8 positions', () => {
    expect(logoPlacement('top-left')).toEqual({ position: 'absolute', top: '4%', left: '3%' });
    expect(logoPlacement('bottom-right')).toEqual({ position: 'absolute', bottom: '4%', right: '3%' });
    expect(logoPlacement('top-center')).toMatchObject({ left: '50%', transform: 'translate(-50%, 0)' });
    expect(logoPlacement('middle-left')).toMatchObject({ top: '50%', transform: 'translate(0, -50%)' });
    expect(POSITION_GRID.filter(Boolean).sort()).toEqual([...LOGO_POSITIONS].sort());
  });

  it('turns the text effect into font, style, size, transform and colours', () => {
    const style = textEffectStyle(
      {
        enabled: true,
        text: 'Hi',
        font: 'Lora',
        font_style: 'bold-italic',
        size: 40,
        transform: 'uppercase',
        color: '#ffffff',
        background_color: 'transparent',
      },
      0.5,
    );
    expect(style).toMatchObject({
      fontStyle: 'italic',
      fontWeight: 700,
      fontSize: '20px',
      textTransform: 'uppercase',
      color: '#ffffff',
      background: 'transparent',
    });
    expect(String(style.fontFamily)).toContain('Lora');
  });
});

describe('what a stage shows', () => {
  it('shows each part only when the host turned it on and gave it content', async () => {
    const { visibleCustomisation, sceneStyle } = await import('./customisation-style');
    expect(visibleCustomisation(null)).toEqual({ scene: false, logo: false, banner: false, nameBadge: false, watermark: false });
    const value = {
      name_badge: { enabled: true },
      scene: { image_url: '/files/scene 1.png' },
      logo: { image_url: null, position: 'top-left' as const },
      text_effect: {
        enabled: true,
        text: '  ',
        font: 'Inter' as const,
        font_style: 'normal' as const,
        size: 20,
        transform: 'none' as const,
        color: '#ffffff',
        background_color: '#000000',
      },
      url_thumbnail: { image_url: null, title: '', description: '' },
      welcome_page: { enabled: false, title: '', message: '' },
      end_call_page: { enabled: false, title: '', message: '', redirect_url: null },
      anti_screen_capture: true,
      updated_at: null,
    };
    expect(visibleCustomisation(value)).toEqual({ scene: true, logo: false, banner: false, nameBadge: true, watermark: true });
    expect(sceneStyle(value.scene)).toMatchObject({ backgroundImage: 'url("/files/scene%201.png")', backgroundSize: 'cover' });
    expect(sceneStyle({ image_url: null })).toBeUndefined();
  });
});

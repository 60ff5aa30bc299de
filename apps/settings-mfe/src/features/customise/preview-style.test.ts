import { describe, expect, it } from 'vitest';
import { LOGO_POSITIONS } from '@platform/shared-api';
import { POSITION_GRID, logoPlacement, textEffectStyle } from './preview-style';

describe('customisation preview', () => {
  it('places the logo in each of the 8 positions', () => {
    expect(logoPlacement('top-left')).toEqual({ position: 'absolute', top: '4%', left: '3%' });
    expect(logoPlacement('bottom-right')).toEqual({ position: 'absolute', bottom: '4%', right: '3%' });
    expect(logoPlacement('top-center')).toMatchObject({ left: '50%', transform: 'translate(-50%, 0)' });
    expect(logoPlacement('middle-left')).toMatchObject({ top: '50%', transform: 'translate(0, -50%)' });
    expect(POSITION_GRID.filter(Boolean).sort()).toEqual([...LOGO_POSITIONS].sort());
  });

  it('turns the text effect into font, style, size, transform and colours', () => {
    const style = textEffectStyle({ enabled: true, text: 'Hi', font: 'Lora', font_style: 'bold-italic', size: 40, transform: 'uppercase', color: '#ffffff', background_color: 'transparent' }, 0.5);
    expect(style).toMatchObject({ fontStyle: 'italic', fontWeight: 700, fontSize: '20px', textTransform: 'uppercase', color: '#ffffff', background: 'transparent' });
    expect(String(style.fontFamily)).toContain('Lora');
  });
});

import { describe, expect, it } from 'vitest';
import { channelGain, effectiveChannel, FLOOR_UNDER_INTERPRETER, interpretationRefusal, offeredChannels, speakerChannel } from './channels';

const floor = { roles: ['host'] };
const guest = { roles: [] };
const intoVi = { roles: ['interpreter'], interpretation: { from: 'en', to: 'vi' } as const };
const intoEn = { roles: ['interpreter'], interpretation: { from: 'vi', to: 'en' } as const };
// The role taken away: the pair left over must not put them in a channel.
const former = { roles: ['presenter'], interpretation: { from: 'en', to: 'ja' } as const };

describe('interpretation channels', () => {
  it('puts an interpreter in the channel of their target language, everyone else on the floor', () => {
    expect(speakerChannel(floor)).toBe('original');
    expect(speakerChannel(intoVi)).toBe('vi');
    expect(speakerChannel(former)).toBe('original');
    expect(speakerChannel({ roles: ['interpreter'] })).toBe('original');
  });

  it('offers the languages someone interprets into, in the list order', () => {
    expect(offeredChannels([floor, guest])).toEqual([]);
    expect(offeredChannels([intoVi, floor, intoEn, former, { ...intoVi }])).toEqual(['en', 'vi']);
  });

  it('plays the floor at full volume and no interpreter on Original', () => {
    const offered = offeredChannels([floor, intoVi]);
    expect(channelGain(floor, 'original', offered)).toBe(1);
    expect(channelGain(guest, 'original', offered)).toBe(1);
    expect(channelGain(intoVi, 'original', offered)).toBe(0);
  });

  it('turns the floor down to 20% under the channel interpreter, and silences other channels', () => {
    const offered = offeredChannels([floor, intoVi, intoEn]);
    expect(FLOOR_UNDER_INTERPRETER).toBe(0.2);
    expect(channelGain(floor, 'vi', offered)).toBe(0.2);
    expect(channelGain(intoVi, 'vi', offered)).toBe(1);
    expect(channelGain(intoEn, 'vi', offered)).toBe(0);
    expect(channelGain(intoEn, 'en', offered)).toBe(1);
  });

  it('plays a channel with no interpreter (any more) as Original, so the floor is heard', () => {
    const offered = offeredChannels([floor, intoEn]);
    expect(effectiveChannel('vi', offered)).toBe('original');
    expect(effectiveChannel('en', offered)).toBe('en');
    expect(channelGain(floor, 'vi', offered)).toBe(1);
    expect(channelGain(intoEn, 'vi', offered)).toBe(0);
  });

  it('refuses a pair of one language', () => {
    expect(interpretationRefusal({ from: 'vi', to: 'vi' })).toBe('same_language');
    expect(interpretationRefusal({ from: 'en', to: 'vi' })).toBeNull();
  });
});

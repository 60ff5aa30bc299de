import { describe, expect, it } from 'vitest';
import { tokenFromFragment } from './provider-popup';

describe('linking a provider', () => {
  it('takes the token only when the state matches', () => {
    expect(tokenFromFragment('google', '#id_token=tok&state=s1', 's1')).toBe('tok');
    expect(tokenFromFragment('google', '#id_token=tok&state=other', 's1')).toBeNull();
    expect(tokenFromFragment('facebook', '#access_token=fb&state=s2', 's2')).toBe('fb');
  });
});

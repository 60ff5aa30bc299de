import { describe, expect, it } from 'vitest';
import { loginPathFor } from './login-path';

describe('loginPathFor', () => {
  it('carries the whole place to come back to', () => {
    expect(loginPathFor('/app/conferences?tab=past#top')).toBe('/login?redirect=%2Fapp%2Fconferences%3Ftab%3Dpast%23top');
  });

  it('is the plain sign-in page with nowhere to return, or from the sign-in page itself', () => {
    expect(loginPathFor()).toBe('/login');
    expect(loginPathFor('/login')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fapp')).toBe('/login');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSignupToken, rememberSignupToken, signupTokenFor } from './signup-token';

describe('signup token (from the signup form to the code page)', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the token back for the address it was signed up with, whatever its case', () => {
    rememberSignupToken('Lan@Example.com', 'secret-1');
    expect(signupTokenFor(' lan@example.com ')).toBe('secret-1');
  });

  it('gives nothing for another address, after forgetting, or from a damaged entry', () => {
    rememberSignupToken('lan@example.com', 'secret-1');
    expect(signupTokenFor('minh@example.com')).toBeUndefined();
    forgetSignupToken();
    expect(signupTokenFor('lan@example.com')).toBeUndefined();
    sessionStorage.setItem('auth.signupToken', '{not json');
    expect(signupTokenFor('lan@example.com')).toBeUndefined();
  });
});

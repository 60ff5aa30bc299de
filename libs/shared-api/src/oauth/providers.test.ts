import { describe, expect, it } from 'vitest';
import { providerAuthorizeUrl, providerClientId, providerTokenIn } from './providers';

describe('OAuth providers', () => {
  it('reads the client id from the environment, or says it is not set up', () => {
    expect(providerClientId('google', { googleClientId: ' abc ' })).toBe('abc');
    expect(providerClientId('facebook', { googleClientId: 'abc' })).toBeNull();
    expect(providerClientId('facebook', { facebookAppId: '   ' })).toBeNull();
  });

  it('asks Google for an ID token with the nonce and Facebook for an access token, back to the given page', () => {
    const google = new URL(
      providerAuthorizeUrl('google', { clientId: 'cid', redirectUri: 'https://meet.example.com/oauth/gg', state: 's1', nonce: 'n1' }),
    );
    expect(google.origin + google.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(google.searchParams)).toEqual({
      client_id: 'cid',
      redirect_uri: 'https://meet.example.com/oauth/gg',
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: 'n1',
      state: 's1',
      prompt: 'select_account',
    });
    const facebook = new URL(
      providerAuthorizeUrl('facebook', { clientId: 'app', redirectUri: 'https://meet.example.com/oauth/fb', state: 's2', nonce: 'n2' }),
    );
    expect(facebook.host).toBe('www.facebook.com');
    expect(Object.fromEntries(facebook.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: 'https://meet.example.com/oauth/fb',
      response_type: 'token',
      scope: 'email,public_profile',
      state: 's2',
    });
  });

  it("reads each provider's own token from the fragment", () => {
    expect(providerTokenIn('google', new URLSearchParams('id_token=g&access_token=x'))).toBe('g');
    expect(providerTokenIn('facebook', new URLSearchParams('id_token=g&access_token=f'))).toBe('f');
    expect(providerTokenIn('google', new URLSearchParams('access_token=f'))).toBeNull();
  });
});

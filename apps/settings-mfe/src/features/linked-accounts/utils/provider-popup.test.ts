import { describe, expect, it } from 'vitest';
import { linkAuthorizeUrl, providerClientId, tokenFromFragment } from './provider-popup';

describe('linking a provider', () => {
  it('reads the client id from the environment, or says it is not set up', () => {
    expect(providerClientId('google', { googleClientId: ' abc ' })).toBe('abc');
    expect(providerClientId('facebook', { googleClientId: 'abc' })).toBeNull();
  });

  it('asks Google for an ID token and Facebook for an access token, back to our page', () => {
    const google = new URL(linkAuthorizeUrl('google', 'cid', 'https://app.example/app/settings', 's1'));
    expect(google.searchParams.get('response_type')).toBe('id_token');
    expect(google.searchParams.get('redirect_uri')).toBe('https://app.example/app/settings');
    const facebook = new URL(linkAuthorizeUrl('facebook', 'fid', 'https://app.example/app/settings', 's2'));
    expect(facebook.searchParams.get('response_type')).toBe('token');
  });

  it('takes the token only when the state matches', () => {
    expect(tokenFromFragment('google', '#id_token=tok&state=s1', 's1')).toBe('tok');
    expect(tokenFromFragment('google', '#id_token=tok&state=other', 's1')).toBeNull();
    expect(tokenFromFragment('facebook', '#access_token=fb&state=s2', 's2')).toBe('fb');
  });
});

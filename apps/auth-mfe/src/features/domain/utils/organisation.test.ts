import { describe, expect, it } from 'vitest';
import { domainOf, isDomain, organisationLoginUrl } from './organisation';

describe('organisation domain', () => {
  it('reads the domain from a domain, a URL or a work e-mail', () => {
    expect(domainOf(' Example.ORG ')).toBe('example.org');
    expect(domainOf('https://example.org/sso?x=1')).toBe('example.org');
    expect(domainOf('lan@example.org')).toBe('example.org');
  });

  it('knows a domain when it sees one', () => {
    expect(isDomain('example.org')).toBe(true);
    expect(isDomain('sub.example.co.uk')).toBe(true);
    expect(isDomain('example')).toBe(false);
    expect(isDomain('exa mple.org')).toBe(false);
    expect(isDomain('')).toBe(false);
  });

  it('only follows an https sign-in page', () => {
    expect(organisationLoginUrl('https://login.example.org/sso')).toBe('https://login.example.org/sso');
    expect(organisationLoginUrl('javascript:alert(1)')).toBeNull();
    expect(organisationLoginUrl('http://login.example.org/sso')).toBeNull();
    expect(organisationLoginUrl(42)).toBeNull();
  });
});

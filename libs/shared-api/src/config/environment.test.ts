import { beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, getEnvironment, serviceBaseUrl, serviceSocketUrl, setEnvironmentOverride } from './environment';

describe('environment config', () => {
  beforeEach(() => {
    localStorage.clear();
    configureEnvironment({ conferenceApi: '/conference', signalController: 'https://signal.example.com/base/' });
  });
  it('resolves relative service paths against the page origin', () => {
    expect(serviceBaseUrl('conferenceApi')).toBe(`${location.origin}/conference`);
    expect(serviceBaseUrl('accountApi')).toBe(location.origin);
    expect(serviceBaseUrl('signalController')).toBe('https://signal.example.com/base');
  });
  it('lets a local override win over the manifest value', () => {
    setEnvironmentOverride('conferenceApi', 'https://staging.example.com/conf');
    expect(getEnvironment().conferenceApi).toBe('https://staging.example.com/conf');
    setEnvironmentOverride('conferenceApi', null);
    expect(getEnvironment().conferenceApi).toBe('/conference');
  });
  it('builds websocket URLs from the service base', () => {
    expect(serviceSocketUrl('signalController', '/socket/member/v1')).toBe('wss://signal.example.com/base/socket/member/v1');
  });
});

import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './after-login';

const active = { account_status: 'active', email: 'lan@example.com', phone_number: null };
const verifying = { ...active, account_status: 'verifying' };

describe('destinationAfterLogin', () => {
  it('sends an active account to a safe redirect, else /app', () => {
    expect(destinationAfterLogin(active, '/app/conferences')).toBe('/app/conferences');
    expect(destinationAfterLogin(active, null)).toBe('/app');
    expect(destinationAfterLogin(active, '//evil.com')).toBe('/app');
  });

  it('holds a verifying account on verify-code with its e-mail, or else its phone, keeping the destination', () => {
    expect(destinationAfterLogin(verifying, '/app/conferences')).toBe(
      '/verify-code?username=lan%40example.com&redirect=%2Fapp%2Fconferences',
    );
    expect(destinationAfterLogin({ ...verifying, email: null, phone_number: '+84912345678' }, null)).toBe(
      '/verify-code?username=%2B84912345678',
    );
    expect(destinationAfterLogin(verifying, 'https://evil.com')).toBe('/verify-code?username=lan%40example.com');
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n, registerNamespace } from '@platform/i18n';
import en from '#src/locales/en.json';
import vi_ from '#src/locales/vi.json';
import { SecretPrompt } from './RoomSecretField';

beforeAll(async () => {
  await initI18n('en');
  registerNamespace('call', { en, vi: vi_ });
});
afterEach(cleanup);

const SECRET = 'q3Yb0m1xT9kPz8Lw2cVh4A';

describe('SecretPrompt (an end-to-end call on LiveKit without its secret)', () => {
  it('says what is wrong with something that is not a secret, and takes the whole invite link', () => {
    const onChoose = vi.fn();
    render(<SecretPrompt onChoose={onChoose} />);
    const field = screen.getByLabelText('Encryption secret', { selector: 'input', exact: false });
    expect(field).toHaveProperty('type', 'password');
    fireEvent.change(field, { target: { value: 'my passcode' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this secret' }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByText("That isn't the secret from an invite link. Paste the whole link, or ask the host for it.")).toBeTruthy();
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: `https://meet.example/j/abc#e2e=${SECRET}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this secret' }));
    expect(onChoose).toHaveBeenCalledWith(SECRET);
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ToastArea from './ToastArea';
import { toast } from './toast';

/** Lets the lazily imported sonner take the queued toasts and render them. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('toast', () => {
  afterEach(async () => {
    toast.dismiss();
    cleanup();
    await settle();
  });

  it('shows the same message once while it is on screen, however often it is asked for', async () => {
    render(<ToastArea />);
    toast.error('You are reacting too fast');
    toast.error('You are reacting too fast');
    toast.error('You are reacting too fast');
    await settle();
    expect(screen.getAllByText('You are reacting too fast')).toHaveLength(1);
  });

  it('still shows different messages side by side', async () => {
    render(<ToastArea />);
    toast.error('Camera not found');
    toast.success('Link copied');
    await settle();
    expect(screen.getByText('Camera not found')).toBeTruthy();
    expect(screen.getByText('Link copied')).toBeTruthy();
  });
});

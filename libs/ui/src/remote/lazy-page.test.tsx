import { afterEach, describe, expect, it } from 'vitest';
import { Suspense, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { loadable } from './lazy-page';

function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks((n) => n + 1)}>{`${label} ${clicks}`}</button>;
}

const page = (Component: React.ComponentType<{ label: string }>, label = 'Call') => (
  <Suspense fallback={<p>Loading</p>}>
    <Component label={label} />
  </Suspense>
);

afterEach(cleanup);

describe('loadable', () => {
  it('renders a preloaded component at once, with no spinner in between', async () => {
    const call = loadable(() => Promise.resolve(Counter));
    await call.preload();
    render(page(call.Component));
    // Synchronously there: no fallback, so React has no Suspense retry to hold back.
    expect(screen.getByRole('button').textContent).toBe('Call 0');
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the spinner until code that was not preloaded arrives, and keeps that mount afterwards', async () => {
    let arrive: (c: typeof Counter) => void = () => undefined;
    const call = loadable(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const view = render(page(call.Component));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive(Counter));
    act(() => screen.getByRole('button').click());
    // A render after the code is in does not swap the lazy mount for the loaded one (no remount, state kept).
    view.rerender(page(call.Component, 'Room'));
    expect(screen.getByRole('button').textContent).toBe('Room 1');
  });

  it('fetches the code once, and again after a failure', async () => {
    let calls = 0;
    const call = loadable(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Counter)));
    await expect(call.preload()).rejects.toThrow('offline');
    await call.preload();
    await call.preload();
    expect(calls).toBe(2);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { Component, useState, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { loadable } from './lazy-page';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks((n) => n + 1)}>{`${label} ${clicks}`}</button>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('loadable', () => {
  it('renders a preloaded component at once, with no spinner in between', async () => {
    const call = loadable(() => Promise.resolve(Counter), <p>Loading</p>);
    await call.preload();
    render(<call.Component label="Call" />);
    expect(screen.getByRole('button').textContent).toBe('Call 0');
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows its fallback until code that was not preloaded arrives, then the component, without Suspense', async () => {
    let arrive: (c: typeof Counter) => void = () => undefined;
    const call = loadable(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)), <p>Loading</p>);
    const view = render(<call.Component label="Call" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    // An ordinary update once the code is in: React's 300 ms hold on a Suspense retry does not apply.
    await act(async () => arrive(Counter));
    act(() => screen.getByRole('button').click());
    view.rerender(<call.Component label="Room" />);
    expect(screen.getByRole('button').textContent).toBe('Room 1');
  });

  it('fetches the code once, again after a failure, and shows a failure to the error boundary', async () => {
    let calls = 0;
    const call = loadable(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Counter)));
    await act(async () => {
      render(
        <Boundary>
          <call.Component label="Call" />
        </Boundary>,
      );
    });
    expect(screen.getByRole('alert').textContent).toBe('offline');
    await call.preload();
    await call.preload();
    expect(calls).toBe(2);
  });
});

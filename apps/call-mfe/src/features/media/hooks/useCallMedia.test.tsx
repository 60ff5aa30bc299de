import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { asTransition } from './useCallMedia';

beforeAll(() => {
  // Updates come from the transport's events, outside React: as in the browser, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

/** A call page slow to render (ten tiles of 15 ms each), and a task that comes due while it renders. */
function setup(update: (set: (n: number) => void) => (n: number) => void) {
  const order: string[] = [];
  let queued = false;
  const Tile = ({ last }: { last: boolean }) => {
    if (!queued) {
      queued = true;
      // What livekit-client does next (say, its offer to the SFU) waits for a task of its own.
      setTimeout(() => order.push('next task'), 0);
    }
    const end = performance.now() + 15;
    while (performance.now() < end);
    if (last) order.push('page rendered');
    return null;
  };
  const remotes: { set?: (n: number) => void } = {};
  function Page() {
    const [count, setCount] = useState(0);
    remotes.set = update(setCount);
    return Array.from({ length: count }, (_, i) => <Tile key={i} last={i === count - 1} />);
  }
  render(<Page />);
  return { order, remotes };
}

describe('remote media updates', () => {
  it('render as a transition: a task due meanwhile runs before the whole page has rendered', async () => {
    const { order, remotes } = setup(asTransition);
    remotes.set!(10);
    await waitFor(() => expect(order).toContain('page rendered'));
    expect(order).toEqual(['next task', 'page rendered']);
  });

  it('(a plain update keeps the task waiting for the whole render, which is what the transition avoids)', async () => {
    const { order, remotes } = setup((set) => set);
    remotes.set!(10);
    await waitFor(() => expect(order).toContain('next task'));
    expect(order).toEqual(['page rendered', 'next task']);
  });
});

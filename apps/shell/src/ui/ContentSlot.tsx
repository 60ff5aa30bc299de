import { useLayoutEffect, useRef } from 'react';
import { contentSlot } from '../remotes/slots';

/** Adopts the persistent content slot into whichever layout is showing. */
export function ContentSlot() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    host.current?.appendChild(contentSlot);
  }, []);
  return <div ref={host} className="shell-slot-host" />;
}

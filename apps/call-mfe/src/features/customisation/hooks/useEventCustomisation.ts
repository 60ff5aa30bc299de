import { useEffect, useState } from 'react';
import { getEventCustomisation, type EventCustomisation } from '@platform/shared-api';

// One read per event per page load: the join page, the call and the end-call page show the same look.
const cache = new Map<string, Promise<EventCustomisation | null>>();

function load(alias: string) {
  let pending = cache.get(alias);
  if (!pending) {
    // Without its look the call still works: a failed read shows the product's own.
    pending = getEventCustomisation({ alias }).catch(() => {
      cache.delete(alias);
      return null;
    });
    cache.set(alias, pending);
  }
  return pending;
}

/** The event host's customisation (public API, by alias): undefined while loading, null when unavailable. */
export function useEventCustomisation(alias: string): EventCustomisation | null | undefined {
  const [value, setValue] = useState<EventCustomisation | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    setValue(undefined);
    void load(alias).then((result) => !cancelled && setValue(result));
    return () => {
      cancelled = true;
    };
  }, [alias]);
  return value;
}

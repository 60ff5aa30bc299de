import { useEffect, useState } from 'react';
import { getEventCustomisation, type EventCustomisation } from '@platform/shared-api';
import { servedLook } from '#src/shared/served-detail.ts';

// One read per event per page load: the join page, the call and the end-call page show the same look.
const cache = new Map<string, Promise<EventCustomisation | null>>();

function load(alias: string) {
  let pending = cache.get(alias);
  const served = pending ? undefined : servedLook(alias);
  if (served !== undefined) {
    // the read the server made when it sent the join page
    pending = Promise.resolve(served);
    cache.set(alias, pending);
  } else if (!pending) {
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
  // Known at once when the server sent it with the join page, so the page draws no loader first.
  const [value, setValue] = useState<EventCustomisation | null | undefined>(() => servedLook(alias));
  useEffect(() => {
    let cancelled = false;
    setValue((current) => (servedLook(alias) === undefined ? undefined : current));
    void load(alias).then((result) => !cancelled && setValue(result));
    return () => {
      cancelled = true;
    };
  }, [alias]);
  return value;
}

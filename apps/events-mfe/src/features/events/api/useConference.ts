import { useCallback, useEffect, useState } from 'react';
import { getConferenceDetail, type ConferenceEvent } from '@platform/shared-api';

/** One event by its alias (the detail and edit routes' `:id`). */
export function useConference(alias: string | undefined) {
  const [event, setEvent] = useState<ConferenceEvent | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const load = useCallback(async () => {
    if (!alias) return;
    setLoading(true);
    setError(null);
    try {
      setEvent(await getConferenceDetail({ alias }));
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  }, [alias]);
  useEffect(() => {
    void load();
  }, [load]);
  return { event, setEvent, error, loading, reload: load };
}

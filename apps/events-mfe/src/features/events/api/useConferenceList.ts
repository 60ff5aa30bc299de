import { useCallback, useEffect, useRef, useState } from 'react';
import { listConferences, sessionStore, type ConferenceEvent } from '@platform/shared-api';

export type ListWhen = 'upcoming' | 'past';
export const PAGE_SIZE = 10;

interface ListState {
  items: ConferenceEvent[];
  next: string | null;
  status: 'loading' | 'ready' | 'error' | 'loadingMore';
  error: unknown;
}

/**
 * The user's events through the list call (action = upcoming | past,
 * from_hex_id = the cursor, limit, search), kept in the session store's
 * `conferences` so that logout empties it.
 */
export function useConferenceList({ when, search, limit = PAGE_SIZE }: { when: ListWhen; search: string; limit?: number }) {
  const [state, setState] = useState<ListState>({ items: [], next: null, status: 'loading', error: null });
  const request = useRef(0);

  const load = useCallback(
    async (cursor: string | null) => {
      const id = ++request.current;
      setState((s) => ({ ...s, status: cursor ? 'loadingMore' : 'loading', error: null }));
      try {
        const page = await listConferences({ action: when, from_hex_id: cursor ?? '', limit, search: search.trim() });
        if (id !== request.current) return;
        setState((s) => {
          const items = cursor ? [...s.items, ...page.items.filter((e) => !s.items.some((x) => x.id === e.id))] : page.items;
          sessionStore.getState().setConferences(items);
          return { items, next: page.next_from_hex_id ?? null, status: 'ready', error: null };
        });
      } catch (error) {
        if (id !== request.current) return;
        setState((s) => ({ ...s, status: 'error', error }));
      }
    },
    [when, search, limit],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  return {
    ...state,
    reload: () => load(null),
    loadMore: () => (state.next ? load(state.next) : Promise.resolve()),
  };
}

/** Upcoming events in time order (the list call returns newest first). */
export function byStartTime(items: ConferenceEvent[], direction: 1 | -1 = 1): ConferenceEvent[] {
  return [...items].sort((a, b) => direction * (new Date(a.start_time).getTime() - new Date(b.start_time).getTime()));
}

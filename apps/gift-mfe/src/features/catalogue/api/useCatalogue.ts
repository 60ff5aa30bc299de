import { useCallback, useEffect, useState } from 'react';
import { getGiftCatalogue, type GiftCatalogueItem } from '@platform/shared-api';

let cached: Promise<GiftCatalogueItem[]> | null = null;

/** The catalogue rarely changes: one request per page load, shared by the pages and the call dialog. */
function loadCatalogue(): Promise<GiftCatalogueItem[]> {
  cached ??= getGiftCatalogue()
    .then((response) => response.items)
    .catch((error) => {
      cached = null;
      throw error;
    });
  return cached;
}

export function useCatalogue() {
  const [items, setItems] = useState<GiftCatalogueItem[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStatus('loading');
    loadCatalogue().then(
      (loaded) => live && (setItems(loaded), setStatus('ready')),
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { items, status, retry };
}

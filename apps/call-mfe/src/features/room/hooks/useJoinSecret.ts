import { useEffect, useState } from 'react';
import { adoptFragmentSecret, getGeneralInfo, isEndToEndRoom, saveRoomSecret, secretFromInput, type EventMode } from '@platform/shared-api';

/**
 * The join page's side of an end-to-end room's secret (issue 26): the invite link's #fragment is kept
 * in this browser (and leaves the address bar). Without it, on LiveKit (where the secret is the key),
 * the page asks for it; the mesh needs none. The secret is never part of any request.
 */
export function useJoinSecret(alias: string, mode: EventMode | undefined) {
  const endToEnd = !!mode && isEndToEndRoom(mode);
  const [known] = useState(() => adoptFragmentSecret(alias));
  const [asks, setAsks] = useState(false);
  const [value, setValue] = useState('');

  useEffect(() => {
    if (!endToEnd || known) return;
    let current = true;
    getGeneralInfo({}).then(
      (info) => current && setAsks(info.media_transport === 'livekit'),
      () => current && setAsks(true),
    );
    return () => {
      current = false;
    };
  }, [endToEnd, known]);

  /** On Join: true when nothing is asked, or the typed secret is well formed (then it is kept). */
  const accept = (): boolean => {
    if (!asks) return true;
    const secret = secretFromInput(value);
    if (secret) saveRoomSecret(alias, secret);
    return !!secret;
  };
  return { asks, value, setValue, accept };
}

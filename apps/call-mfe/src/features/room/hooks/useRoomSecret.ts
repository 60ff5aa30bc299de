import { useCallback, useEffect, useState } from 'react';
import { adoptFragmentSecret, forgetRoomSecret, hostRoomSecret, saveRoomSecret } from '@platform/shared-api';
import { keySafetyCode, mediaKeyOf } from '../../media';

export interface RoomSecret {
  /** The secret this browser holds for the room (from the invite link's #fragment, typed in, or the host's own). */
  secret: string | null;
  /** The media key and the safety code derived from it, once derived. */
  key: ArrayBuffer | null;
  code: string | null;
  /** Someone typed or pasted the secret. */
  choose(secret: string): void;
  /** Drop the secret (a wrong one), so the page asks again. */
  forget(): void;
}

/**
 * The secret of an end-to-end room in the call page (issue 26): read from the link's fragment or this
 * browser's store; the host's browser makes one when it has none. Nothing here talks to a server.
 */
export function useRoomSecret(alias: string, endToEnd: boolean, isHost: boolean): RoomSecret {
  const [secret, setSecret] = useState<string | null>(() => adoptFragmentSecret(alias));
  const [derived, setDerived] = useState<{ secret: string; key: ArrayBuffer; code: string } | null>(null);

  useEffect(() => {
    if (endToEnd && isHost && !secret) setSecret(hostRoomSecret(alias));
  }, [alias, endToEnd, isHost, secret]);

  useEffect(() => {
    if (!endToEnd || !secret) return setDerived(null);
    let current = true;
    void Promise.all([mediaKeyOf(secret, alias), keySafetyCode(secret, alias)]).then(
      ([key, code]) => current && setDerived({ secret, key, code }),
    );
    return () => {
      current = false;
    };
  }, [alias, endToEnd, secret]);

  const choose = useCallback(
    (next: string) => {
      saveRoomSecret(alias, next);
      setSecret(next);
    },
    [alias],
  );
  const forget = useCallback(() => {
    forgetRoomSecret(alias);
    setSecret(null);
  }, [alias]);
  const fresh = derived && derived.secret === secret ? derived : null;
  return { secret, key: fresh?.key ?? null, code: fresh?.code ?? null, choose, forget };
}

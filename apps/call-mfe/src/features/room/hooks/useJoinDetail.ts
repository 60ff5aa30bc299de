import { useEffect, useState } from 'react';
import { getConferenceDetail, getConferenceShortDetail, isApiError, type ConferenceEvent } from '@platform/shared-api';

/** What the join page knows of the event: its short detail, or the host's full detail when signed in. */
export type JoinDetail = Partial<ConferenceEvent> & { has_passcode?: boolean; host?: { display_name: string }; speaker?: { name: string } };

/** The event behind `j/{alias}` (with a speaker link's greeting); `invalid` for a link that names nothing. */
export function useJoinDetail(alias: string, speaker: string | undefined, signedIn: boolean) {
  const [detail, setDetail] = useState<JoinDetail | null>(null);
  const [loadError, setLoadError] = useState<'invalid' | 'network' | null>(null);

  useEffect(() => {
    let cancelled = false;
    setDetail(null);
    setLoadError(null);
    // A valid speaker link needs no passcode (the server says so); a signed-in host needs none either.
    const load = speaker
      ? getConferenceShortDetail({ alias, speaker }).then((value) => value as JoinDetail)
      : signedIn
        ? getConferenceDetail({ alias }).then((full) => ({ ...full, has_passcode: full.has_passcode && !full.is_host }) as JoinDetail)
        : getConferenceShortDetail({ alias }).then((value) => value as JoinDetail);
    load.then(
      (value) => !cancelled && setDetail(value),
      (error) => !cancelled && setLoadError(isApiError(error) && error.status === 404 ? 'invalid' : 'network'),
    );
    return () => {
      cancelled = true;
    };
  }, [alias, speaker, signedIn]);

  return { detail, loadError };
}

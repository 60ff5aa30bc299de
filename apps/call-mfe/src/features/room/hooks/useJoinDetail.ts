import { useEffect, useState } from 'react';
import { getConferenceDetail, getConferenceShortDetail, isApiError, type ConferenceEvent } from '@platform/shared-api';
import { forgetServedDetail, servedJoin } from '#src/shared/served-detail.ts';

/** What the join page knows of the event: its short detail, or the host's full detail when signed in. */
export type JoinDetail = Partial<ConferenceEvent> & { has_passcode?: boolean; host?: { display_name: string }; speaker?: { name: string } };
type LoadError = 'invalid' | 'network';

/**
 * The event behind `j/{alias}` (with a speaker link's greeting); `invalid` for a link that names nothing.
 * A visitor who is not signed in starts from the short detail the server sent with the page, if any.
 */
export function useJoinDetail(alias: string, speaker: string | undefined, signedIn: boolean) {
  const [initial] = useState(() => (signedIn ? null : servedJoin<JoinDetail>(alias, speaker)));
  const [detail, setDetail] = useState<JoinDetail | null>(initial?.detail ?? null);
  const [loadError, setLoadError] = useState<LoadError | null>(initial && !initial.detail ? 'invalid' : null);

  useEffect(() => {
    const served = signedIn ? null : servedJoin<JoinDetail>(alias, speaker);
    if (served) {
      forgetServedDetail();
      setDetail(served.detail);
      setLoadError(served.detail ? null : 'invalid');
      return;
    }
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

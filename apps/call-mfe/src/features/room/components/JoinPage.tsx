import { useState } from 'react';
import { useParams, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { useSessionStore } from '@platform/shared-api';
import { PageLoader, ProductHeader } from '@platform/ui';
import { JoinProblem } from './JoinProblem';
import { PreJoin } from './PreJoin';
import { useJoinDetail } from '../hooks/useJoinDetail';
import { useEventCustomisation, WelcomePage } from '../../customisation';

/**
 * `j/{alias}`: the event's short detail, a camera and mic check, display name and passcode, then join.
 * preloadRoom fetches the room's code and strings while the visitor is on the pre-join, so Join opens the room at once.
 */
export function JoinPage({ preloadRoom }: { preloadRoom?: () => Promise<unknown> }) {
  // The product's header (brand, language, theme): the join page is a guest's first page of the product.
  return (
    <>
      <ProductHeader />
      <JoinContent preloadRoom={preloadRoom} />
    </>
  );
}

function JoinContent({ preloadRoom }: { preloadRoom?: () => Promise<unknown> }) {
  const { alias = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('call');
  const account = useSessionStore((s) => s.account);
  const speaker = search.get('speaker') ?? undefined;
  const { detail, loadError } = useJoinDetail(alias, speaker, !!account);
  const look = useEventCustomisation(alias);
  const [welcomed, setWelcomed] = useState(false);

  if (loadError) return <JoinProblem kind={loadError} />;
  if (!detail || look === undefined) return <PageLoader label={t('join.loading')} />;
  // An ended event has no room to wait in; its host may still open it again.
  if (detail.ended && !detail.is_host) return <JoinProblem kind="ended" />;
  if (look?.welcome_page.enabled && !welcomed) return <WelcomePage look={look} topic={detail.topic} onContinue={() => setWelcomed(true)} />;
  return (
    <PreJoin
      alias={alias}
      detail={detail}
      preloadRoom={preloadRoom}
      speaker={speaker}
      defaultName={account?.display_name ?? ''}
      signedInAs={account ? account.email || account.phone_number || account.display_name : null}
    />
  );
}

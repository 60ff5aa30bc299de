import { useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { Button, EmptyState } from '@platform/ui';
import { AgentDesk } from './AgentDesk';
import { LineSetup } from './LineSetup';
import { VisitorCall } from './VisitorCall';
import { LinesHub } from './LinesHub';
import { useSessionStore } from '@platform/shared-api';
import styles from './call-centre.module.css';

/**
 * `/review/qr-code`: what a QR call line's QR code opens (`?alias=`, visitors), the agent's desk
 * (`?agent=1&alias=`), the host's line settings (`?manage=1&alias=`), and for a signed-in user without a
 * code, the lines they answer and their events to turn into lines.
 */
export function QrCodePage() {
  const { t } = useTranslation('call');
  const [search] = useSearchParams();
  const alias = search.get('alias')?.trim() || null;
  const signedIn = useSessionStore((s) => !!s.token);
  if (search.get('agent') === '1') return <AgentDesk alias={alias} />;
  if (alias && search.get('manage') === '1') return <LineSetup alias={alias} />;
  if (alias) return <VisitorCall key={alias} alias={alias} />;
  if (signedIn) return <LinesHub />;
  return (
    <div className={styles.centered} data-qr-state="invalid">
      <EmptyState
        icon="qr"
        title={t('common:errors.qrInvalid')}
        action={
          <Button variant="secondary" icon="home" onClick={() => window.location.assign('/app')}>
            {t('callCentre.home')}
          </Button>
        }
      >
        {t('callCentre.visitor.invalidHint')}
      </EmptyState>
    </div>
  );
}

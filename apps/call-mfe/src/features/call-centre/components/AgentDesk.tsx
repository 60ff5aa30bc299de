import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { answerQrCall, isApiError, listQrAgentLines, qrAgentSocketUrl, useSessionStore, type QrAgentLine } from '@platform/shared-api';
import { Avatar, Badge, Button, Card, EmptyState, describeError, toast } from '@platform/ui';
import { enterCallRoom } from '../api/enter-call-room';
import { useLiveSocket } from '#src/shared/useLiveSocket.ts';
import { deskReducer, emptyDesk, type IncomingCall } from '../utils/agent-desk';
import styles from './call-centre.module.css';

/**
 * `/review/qr-code?agent=1&alias=`: the agent's desk. While it is open the agent is on duty: calls to
 * their lines ring here, and accepting one takes them into the call page of the call's own room.
 */
export function AgentDesk({ alias }: { alias: string | null }) {
  const { t } = useTranslation('call');
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const account = useSessionStore((s) => s.account);
  const [desk, dispatch] = useReducer(deskReducer, emptyDesk);
  const [lines, setLines] = useState<QrAgentLine[] | null>(null);
  const [answering, setAnswering] = useState<string | null>(null);

  useEffect(() => {
    if (!token) navigate(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`, { replace: true });
  }, [token, navigate]);
  useEffect(() => {
    if (token)
      listQrAgentLines().then(
        (result) => setLines(result.items),
        () => setLines([]),
      );
  }, [token]);

  const live = useLiveSocket(token ? qrAgentSocketUrl(token) : null, (message) => {
    if (message.type === 'qr_call.ring') {
      const call = message.call as IncomingCall;
      toast.info(t('callCentre.agent.incomingToast', { name: call.visitor_name }));
    }
    dispatch(message);
  });
  // Before the desk has its token it is still getting ready: say "connecting", not "off".
  const status = live.status === 'off' ? 'connecting' : live.status;

  async function answer(call: IncomingCall, accept: boolean) {
    setAnswering(call.call_id + (accept ? ':yes' : ':no'));
    try {
      const result = await answerQrCall({ call_id: call.call_id, accept });
      if (accept && result.room_alias) {
        navigate(await enterCallRoom(result.room_alias, account?.display_name || t('callCentre.agent.defaultName')));
        return;
      }
      dispatch({ type: 'qr_call.ended', call_id: call.call_id, outcome: accept ? 'accepted' : 'missed' });
    } catch (error) {
      const described = describeError(error);
      toast.error(isApiError(error) && error.code === 'call_not_ringing' ? t('callCentre.agent.gone') : t(described.key, described.params));
      dispatch({ type: 'qr_call.ended', call_id: call.call_id, outcome: 'missed' });
    } finally {
      setAnswering(null);
    }
  }

  if (!token) return null;
  const current = lines?.find((line) => line.alias === alias) ?? null;
  return (
    <div className={styles.desk}>
      <header className={styles.deskHead}>
        <div>
          <p className={styles.eyebrow}>{t('callCentre.agent.eyebrow')}</p>
          <h1 className={styles.title}>{current ? current.topic : t('callCentre.agent.title')}</h1>
        </div>
        <div role="status" aria-live="polite" data-duty={status}>
          <Badge tone={status === 'live' ? 'success' : status === 'offline' ? 'danger' : 'neutral'}>
            {t(`callCentre.agent.status.${status}`)}
          </Badge>
        </div>
      </header>

      {alias && lines && !current && (
        <div role="alert" className={styles.block}>
          <EmptyState icon="qr" title={t('callCentre.agent.notAgent')}>
            {t('callCentre.agent.notAgentHint')}
          </EmptyState>
        </div>
      )}

      <section aria-labelledby="incoming-title" className={styles.block}>
        <h2 id="incoming-title" className={styles.subtitle}>
          {t('callCentre.agent.incoming')}
        </h2>
        {desk.incoming.length === 0 ? (
          <Card className={styles.quiet}>
            <span className={styles.quietIcon} aria-hidden>
              ☎
            </span>
            <p>{status === 'live' ? t('callCentre.agent.waiting') : t('callCentre.agent.connecting')}</p>
          </Card>
        ) : (
          <ul className={styles.calls}>
            {desk.incoming.map((call) => (
              <li key={call.call_id} className={styles.callRow} aria-label={t('callCentre.agent.callFrom', { name: call.visitor_name })}>
                <span className={styles.ringAvatar}>
                  <Avatar name={call.visitor_name} size={44} />
                </span>
                <div className={styles.callText}>
                  <strong>{call.visitor_name}</strong>
                  <span className={styles.muted}>{t('callCentre.agent.calling', { topic: call.topic })}</span>
                </div>
                <div className={styles.callActions}>
                  <Button
                    variant="secondary"
                    icon="phoneOff"
                    loading={answering === `${call.call_id}:no`}
                    disabled={!!answering}
                    onClick={() => void answer(call, false)}
                  >
                    {t('callCentre.agent.decline')}
                  </Button>
                  <Button
                    variant="primary"
                    icon="video"
                    loading={answering === `${call.call_id}:yes`}
                    loadingLabel={t('callCentre.agent.accepting')}
                    disabled={!!answering}
                    onClick={() => void answer(call, true)}
                  >
                    {t('callCentre.agent.accept')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {desk.recent.length > 0 && (
        <section aria-labelledby="recent-title" className={styles.block}>
          <h2 id="recent-title" className={styles.subtitle}>
            {t('callCentre.agent.recent')}
          </h2>
          <ul className={styles.recent}>
            {desk.recent.map((call) => (
              <li key={call.call_id}>
                <span>{call.visitor_name}</span>
                <Badge tone={call.outcome === 'accepted' ? 'success' : 'neutral'}>{t(`callCentre.agent.outcome.${call.outcome}`)}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="lines-title" className={styles.block}>
        <h2 id="lines-title" className={styles.subtitle}>
          {t('callCentre.agent.lines')}
        </h2>
        <p className={styles.muted}>{t('callCentre.agent.linesHint')}</p>
        <ul className={styles.recent}>
          {(lines ?? []).map((line) => (
            <li key={line.alias}>
              <span>
                {line.topic} <span className={styles.muted}>· {line.host.display_name}</span>
              </span>
              <Badge tone={line.status === 'open' ? 'success' : 'neutral'}>{t(`callCentre.lineStatus.${line.status}`)}</Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

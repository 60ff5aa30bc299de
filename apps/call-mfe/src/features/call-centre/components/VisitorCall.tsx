import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import {
  cancelQrCall,
  getQrCallDetail,
  getQrLineShortDetail,
  isApiError,
  placeQrCall,
  qrVisitorSocketUrl,
  useSessionStore,
  type QrCall,
} from '@platform/shared-api';
import { Alert, Avatar, Button, DISPLAY_NAME_MAX, EmptyState, PageLoader, TextField } from '@platform/ui';
import { enterCallRoom } from '../api/enter-call-room';
import { useLiveSocket } from '#src/shared/useLiveSocket.ts';
import { initialVisitor, visitorReducer, type VisitorNotice } from '../utils/visitor-call';
import { rememberedName, rememberName } from '../../room';
import styles from './call-centre.module.css';

const codeOf = (error: unknown) => (isApiError(error) ? (error.code ?? null) : null);

/** `/review/qr-code?alias=`: a visitor who scanned a line's QR code calls one of its agents. */
export function VisitorCall({ alias }: { alias: string }) {
  const { t } = useTranslation('call');
  const navigate = useNavigate();
  const account = useSessionStore((s) => s.account);
  const [state, dispatch] = useReducer(visitorReducer, initialVisitor);
  const [name, setName] = useState(() => rememberedName() || account?.display_name || '');
  const [nameError, setNameError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const load = () =>
    getQrLineShortDetail({ alias }).then(
      (line) => dispatch({ type: 'loaded', line }),
      (error) => dispatch({ type: 'failed', code: codeOf(error) }),
    );
  useEffect(() => {
    void load();
  }, [alias]); // eslint-disable-line react-hooks/exhaustive-deps

  // While ringing: pushes on the call socket, with a poll of the call's detail as a safety net.
  const ringing = state.kind === 'ringing' ? state : null;
  useLiveSocket(ringing ? qrVisitorSocketUrl(ringing.callId, ringing.token) : null, (message) => {
    if (message.type === 'qr_call.state') dispatch({ type: 'call', call: message.call as QrCall });
  });
  useEffect(() => {
    if (!ringing) return;
    const timer = setInterval(() => {
      getQrCallDetail({ alias, authorize_data: ringing.token, join_type: 'visitor', user_identity: ringing.callId }).then(
        (call) => dispatch({ type: 'call', call }),
        () => undefined,
      );
    }, 5000);
    return () => clearInterval(timer);
  }, [ringing?.callId]); // eslint-disable-line react-hooks/exhaustive-deps

  // Accepted: join the room and hand over to the call page.
  const connecting = state.kind === 'connecting' ? state : null;
  useEffect(() => {
    if (!connecting) return;
    enterCallRoom(connecting.room, name.trim()).then(
      (path) => navigate(path),
      () => dispatch({ type: 'join_failed' }),
    );
  }, [connecting?.room]); // eslint-disable-line react-hooks/exhaustive-deps

  async function place(event?: FormEvent) {
    event?.preventDefault();
    if (!name.trim()) {
      setNameError(t('common:validation.displayNameRequired'));
      return nameInput.current?.focus();
    }
    setNameError(null);
    rememberName(name.trim());
    dispatch({ type: 'place' });
    try {
      const call = await placeQrCall({ alias, display_name: name.trim() });
      dispatch({ type: 'placed', call, token: call.call_token });
    } catch (error) {
      if (isApiError(error) && error.field === 'display_name') setNameError(t('common:validation.displayNameRequired'));
      dispatch({ type: 'failed', code: codeOf(error) });
    }
  }

  async function cancel() {
    if (!ringing) return;
    dispatch({ type: 'cancel' });
    try {
      dispatch({ type: 'call', call: await cancelQrCall({ call_id: ringing.callId, call_token: ringing.token }) });
    } catch (error) {
      dispatch({ type: 'failed', code: codeOf(error) });
    }
  }

  if (state.kind === 'loading') return <PageLoader label={t('callCentre.loading')} />;
  if (state.kind === 'invalid' || state.kind === 'expired' || state.kind === 'unreachable') {
    const title =
      state.kind === 'invalid'
        ? t('common:errors.qrInvalid')
        : state.kind === 'expired'
          ? t('common:errors.qrExpired')
          : t('common:errors.network');
    return (
      <div className={styles.centered} data-qr-state={state.kind}>
        <EmptyState
          icon={state.kind === 'unreachable' ? 'alert' : 'qr'}
          title={title}
          action={
            state.kind === 'unreachable' ? (
              <Button
                variant="primary"
                icon="refresh"
                onClick={() => {
                  dispatch({ type: 'failed', code: null });
                  void load();
                }}
              >
                {t('callCentre.retry')}
              </Button>
            ) : (
              <Button variant="secondary" icon="home" onClick={() => navigate('/app')}>
                {t('callCentre.home')}
              </Button>
            )
          }
        >
          {t(`callCentre.visitor.${state.kind}Hint`)}
        </EmptyState>
      </div>
    );
  }

  const line = state.line;
  return (
    <div className={styles.centered} data-qr-state={state.kind}>
      <section className={styles.card} aria-labelledby="qr-line-title">
        <div className={styles.lineHead}>
          <Avatar name={line.host.display_name || line.topic} size={48} />
          <div>
            <p className={styles.eyebrow}>{t('callCentre.visitor.eyebrow')}</p>
            <h1 id="qr-line-title" className={styles.title}>
              {line.topic}
            </h1>
            <p className={styles.muted}>{t('callCentre.visitor.by', { name: line.host.display_name })}</p>
          </div>
        </div>

        {state.kind === 'ringing' && (
          <div className={styles.ringing} role="status" aria-live="polite">
            <span className={styles.pulse} aria-hidden>
              <span />
            </span>
            <h2 className={styles.subtitle}>{t('callCentre.visitor.ringing')}</h2>
            <p className={styles.muted}>{t('callCentre.visitor.ringingHint')}</p>
            <Button
              variant="danger"
              icon="phoneOff"
              loading={state.cancelling}
              loadingLabel={t('callCentre.visitor.cancelling')}
              onClick={() => void cancel()}
            >
              {t('callCentre.visitor.cancel')}
            </Button>
          </div>
        )}

        {state.kind === 'connecting' && (
          <div className={styles.ringing} role="status" aria-live="polite">
            <span className={styles.pulseAccepted} aria-hidden>
              <span />
            </span>
            <h2 className={styles.subtitle}>{t('callCentre.visitor.accepted', { name: state.agentName ?? '' })}</h2>
            <p className={styles.muted}>{t('callCentre.visitor.connecting')}</p>
          </div>
        )}

        {state.kind === 'ready' && (
          <form className={styles.form} onSubmit={(event) => void place(event)} noValidate>
            <Notice notice={state.notice} />
            <TextField
              ref={nameInput}
              label={t('callCentre.visitor.name')}
              autoComplete="name"
              required
              maxLength={DISPLAY_NAME_MAX}
              value={name}
              error={nameError ?? undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <Button
              type="submit"
              variant="primary"
              size="lg"
              block
              icon="video"
              loading={state.placing}
              loadingLabel={t('callCentre.visitor.placing')}
            >
              {state.notice === 'agentsBusy' || state.notice === 'userBusy'
                ? t('callCentre.visitor.tryAgain')
                : t('callCentre.visitor.call')}
            </Button>
            <p className={styles.small}>{t('callCentre.visitor.privacy')}</p>
          </form>
        )}
      </section>
    </div>
  );
}

function Notice({ notice }: { notice: VisitorNotice }) {
  const { t } = useTranslation('call');
  if (!notice) return null;
  const text = {
    agentsBusy: t('common:errors.agentsBusy'),
    userBusy: t('callCentre.visitor.userBusy'),
    cancelled: t('callCentre.visitor.cancelled'),
    error: t('common:errors.generic'),
  }[notice];
  return (
    <div data-notice={notice}>
      <Alert tone={notice === 'cancelled' ? 'info' : 'danger'}>{text}</Alert>
    </div>
  );
}

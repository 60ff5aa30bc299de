import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { isApiError, loginFacebook, loginGoogle, providerClientId, sessionStore, type Account } from '@platform/shared-api';
import { Button, Spinner } from '@platform/ui';
import { AuthCard, StatusBlock, authStyles as styles } from '#src/components/AuthCard.tsx';
import { destinationAfterLogin } from '../../session';
import { DesktopHandoffError, handOffToDesktop, pingDesktop } from '../utils/desktop-handoff';
import { parseDesktopPort, providerOfPath, readProviderResult, takeAttempt, type Provider } from '../utils/provider';
import { startProviderSignIn } from './start-provider-sign-in';

type Phase =
  | 'checkingDesktop'
  | 'ready'
  | 'redirecting'
  | 'signingIn'
  | 'handingOff'
  | 'desktopDone'
  | 'desktopNotRunning'
  | 'desktopRejected'
  | 'cancelled'
  | 'failed'
  | 'providerDown'
  | 'stale'
  | 'notConfigured';

const PROGRESS: Phase[] = ['checkingDesktop', 'redirecting', 'signingIn', 'handingOff'];

async function signInWithProvider(provider: Provider, token: string, nonce: string): Promise<{ authorization: string; account: Account }> {
  if (provider === 'google') {
    // the nonce this browser sent to Google: the service checks the ID token carries it (no replayed tokens)
    const { data, headers } = await loginGoogle({ id_token: token, nonce });
    const body = data as { account: Account; authorization?: string };
    return { authorization: headers.authorization || body.authorization || '', account: body.account };
  }
  return loginFacebook({ access_token: token });
}

/**
 * /oauth/gg and /oauth/fb: starts the provider sign-in and finishes it when the provider
 * comes back. Started by the desktop app (`?port=`), the result is handed to it on localhost;
 * otherwise the browser is signed in.
 */
export function OAuthPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const provider = providerOfPath(location.pathname) ?? 'google';
  const providerName = t(`provider.${provider}`);
  const query = new URLSearchParams(location.search);
  const [phase, setPhase] = useState<Phase>('checkingDesktop');
  const [port, setPort] = useState<number | null>(() => parseDesktopPort(query.get('port')));
  const started = useRef(false);

  const begin = async (desktopPort: number | null) => {
    if (desktopPort !== null) {
      setPhase('checkingDesktop');
      if (!(await pingDesktop(desktopPort))) return setPhase('desktopNotRunning');
    }
    if (!providerClientId(provider)) return setPhase('notConfigured');
    if (desktopPort !== null) {
      setPhase('redirecting');
      startProviderSignIn(provider, { port: desktopPort, redirect: null });
    } else setPhase('ready');
  };

  const finish = async (token: string, state: string | null) => {
    const attempt = takeAttempt(sessionStorage, provider, state);
    if (!attempt) return setPhase('stale');
    setPort(attempt.port);
    setPhase('signingIn');
    let result: { authorization: string; account: Account };
    try {
      result = await signInWithProvider(provider, token, attempt.nonce);
    } catch (error) {
      return setPhase(isApiError(error) && (error.status === 0 || error.status === 502) ? 'providerDown' : 'failed');
    }
    if (attempt.port === null) {
      sessionStore.getState().login(result.authorization, result.account);
      return navigate(destinationAfterLogin(result.account, attempt.redirect, window.location.origin), { replace: true });
    }
    setPhase('handingOff');
    try {
      await handOffToDesktop(attempt.port, { provider, authorization: result.authorization, account: result.account });
      setPhase('desktopDone');
    } catch (error) {
      setPhase(error instanceof DesktopHandoffError && error.reason === 'rejected' ? 'desktopRejected' : 'desktopNotRunning');
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const result = readProviderResult(provider, location.hash, location.search);
    if (result) {
      // The token must not stay in the address bar or the history.
      window.history.replaceState(window.history.state, '', location.pathname);
      if (result.kind === 'error') {
        const attempt = takeAttempt(sessionStorage, provider, result.state);
        setPort(attempt?.port ?? null);
        setPhase(result.error === 'access_denied' ? 'cancelled' : 'failed');
      } else void finish(result.token, result.state);
      return;
    }
    void begin(port);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const retry = () => void begin(port);
  const startWeb = () => {
    setPhase('redirecting');
    if (!startProviderSignIn(provider, { port: null, redirect: query.get('redirect') })) setPhase('notConfigured');
  };

  const messages: Record<Phase, string> = {
    checkingDesktop: t('oauth.checkingDesktop'),
    ready: '',
    redirecting: t('oauth.starting', { provider: providerName }),
    signingIn: t('oauth.signingIn', { provider: providerName }),
    handingOff: t('oauth.handingOff'),
    desktopDone: t('oauth.desktopDone'),
    desktopNotRunning: t('oauth.desktopNotRunning'),
    desktopRejected: t('oauth.desktopRejected'),
    cancelled: t('oauth.cancelled', { provider: providerName }),
    failed: t('oauth.failed', { provider: providerName }),
    providerDown: t('oauth.providerDown', { provider: providerName }),
    stale: t('oauth.stale'),
    notConfigured: t('oauth.notConfigured', { provider: providerName }),
  };

  const loginLink = (
    <Link className="ui-button" to="/login">
      {t('oauth.toLogin')}
    </Link>
  );
  let body;
  if (PROGRESS.includes(phase)) {
    body = (
      <div className={styles.status} role="status" aria-live="polite">
        <Spinner size="lg" />
        <p>{messages[phase]}</p>
      </div>
    );
  } else if (phase === 'ready') {
    body = (
      <Button variant="primary" size="lg" block onClick={startWeb}>
        {t('oauth.start', { provider: providerName })}
      </Button>
    );
  } else if (phase === 'desktopDone') {
    body = (
      <StatusBlock tone="success" icon="check">
        {<p>{messages[phase]}</p>}
      </StatusBlock>
    );
  } else {
    const canRetry = port !== null && phase !== 'notConfigured';
    body = (
      <StatusBlock
        tone="danger"
        icon="alert"
        actions={
          <>
            {canRetry ? (
              <Button variant="primary" icon="refresh" onClick={retry}>
                {t('oauth.retry')}
              </Button>
            ) : null}
            {port === null ? loginLink : null}
          </>
        }
      >
        <p data-testid="oauth-message">{messages[phase]}</p>
      </StatusBlock>
    );
  }

  return (
    <AuthCard
      heading={t('oauth.heading', { provider: providerName })}
      lead={port !== null ? t('oauth.desktopHint') : undefined}
      testId="oauth-page"
    >
      <div aria-live="polite" data-phase={phase}>
        {body}
      </div>
    </AuthCard>
  );
}

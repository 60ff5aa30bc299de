import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Alert, Button } from '@platform/ui';
import { authStyles as styles } from '#src/components/AuthCard.tsx';
import { startProviderSignIn } from '../../oauth';
import type { Provider } from '../../oauth';

function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function FacebookLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.1 12.6l.4-2.7h-2.6V8.1c0-.8.4-1.5 1.6-1.5h1.2V4.3s-1.1-.2-2.2-.2c-2.2 0-3.7 1.4-3.7 3.8v2h-2.4v2.7h2.4V20h3v-7.4h2.3z"
      />
    </svg>
  );
}

/** Google and Facebook sign-in; they come back through /oauth/gg and /oauth/fb. */
export function SocialButtons({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation('auth');
  const [unavailable, setUnavailable] = useState<Provider | null>(null);
  const [leaving, setLeaving] = useState<Provider | null>(null);
  const start = (provider: Provider) => {
    if (leaving) return;
    if (startProviderSignIn(provider, { port: null, redirect })) setLeaving(provider);
    else setUnavailable(provider);
  };
  return (
    <>
      {unavailable ? <Alert tone="info">{t('credentials.providerUnavailable', { provider: t(`provider.${unavailable}`) })}</Alert> : null}
      <div className={styles.social}>
        <Button
          variant="secondary"
          block
          className={styles.socialButton}
          onClick={() => start('google')}
          loading={leaving === 'google'}
          data-testid="google-signin"
        >
          <GoogleLogo />
          {t('credentials.google')}
        </Button>
        <Button
          variant="secondary"
          block
          className={styles.socialButton}
          onClick={() => start('facebook')}
          loading={leaving === 'facebook'}
          data-testid="facebook-signin"
        >
          <FacebookLogo />
          {t('credentials.facebook')}
        </Button>
      </div>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link, useLocation } from '@platform/router';
import { Avatar, BrandMark, Icon } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import { loginPathFor, useSessionStore } from '@platform/shared-api';
import { onProductLink } from '../lib/navigate';
import { formatUnits } from '../lib/units';
import styles from './GiftLayout.module.css';

/** The public layout has no chrome: the gift pages bring a slim header (brand, gifts/wallet, account). */
export function GiftLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('gift');
  const { pathname, search } = useLocation();
  const account = useSessionStore((s) => s.account);
  const balance = Number(account?.wallet_balance ?? 0);
  const balanceText = formatUnits(balance, i18n.language);
  const onWallet = pathname === '/gift/wallet';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href="/app" onClick={onProductLink} className={styles.brand} aria-label={t('common:brand')}>
          <BrandMark />
          <span>{t('common:brand')}</span>
        </a>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <Link to="/gift" className={styles.navLink} aria-current={!onWallet ? 'page' : undefined}>
            <Icon name="gift" size={18} />
            <span className={styles.navText}>{t('nav.send')}</span>
          </Link>
          <Link to="/gift/wallet" className={styles.navLink} aria-current={onWallet ? 'page' : undefined}>
            <Icon name="wallet" size={18} />
            <span className={styles.navText}>{t('nav.wallet')}</span>
          </Link>
        </nav>
        <span className={styles.spacer} />
        {account ? (
          <span className={styles.account}>
            <Link
              to="/gift/wallet"
              className={styles.balanceChip}
              data-testid="header-balance"
              aria-label={`${t('wallet.balance')}: ${t('units', { amount: balanceText, count: balance })}`}
            >
              <Icon name="wallet" size={16} />
              {balanceText}
            </Link>
            <Avatar name={account.display_name} size={32} />
            <span className={styles.accountName}>{account.display_name}</span>
          </span>
        ) : (
          <a href={loginPathFor(pathname + search)} onClick={onProductLink} className="ui-button ui-button--secondary ui-button--sm">
            {t('dialog.login')}
          </a>
        )}
      </header>
      <div className={styles.main}>{children}</div>
    </div>
  );
}

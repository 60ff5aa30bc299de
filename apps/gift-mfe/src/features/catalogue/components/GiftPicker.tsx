import { Alert, Button, Icon } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import type { GiftCatalogueItem } from '@platform/shared-api';
import { giftNameIn } from '../utils/gift-name';
import { formatUnits } from '#src/lib/units.ts';
import styles from './GiftPicker.module.css';

interface GiftPickerProps {
  items: GiftCatalogueItem[];
  status: 'loading' | 'ready' | 'error';
  onRetry(): void;
  value: string | null;
  onChange(giftId: string): void;
  /** Accessible name of the group. */
  label: string;
  compact?: boolean;
  errorId?: string;
}

/** The catalogue as a radio group of tiles: picture, name and price. Arrow keys move between gifts. */
export function GiftPicker({ items, status, onRetry, value, onChange, label, compact, errorId }: GiftPickerProps) {
  const { t, i18n } = useTranslation('gift');
  if (status === 'error') {
    return (
      <Alert tone="danger">
        {t('picker.failed')}{' '}
        <Button size="sm" variant="ghost" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (status === 'loading') {
    return (
      <div className={`${styles.grid} ${compact ? styles.compact : ''}`} aria-busy="true" aria-label={t('picker.loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  return (
    <fieldset className={`${styles.grid} ${compact ? styles.compact : ''}`} aria-describedby={errorId}>
      <legend className="ui-visually-hidden">{label}</legend>
      {items.map((item) => {
        const name = giftNameIn(item, i18n.language);
        const selected = value === item.id;
        return (
          <label key={item.id} className={`${styles.tile} ${selected ? styles.selected : ''}`} data-gift={item.id}>
            <input type="radio" name="gift" value={item.id} checked={selected} onChange={() => onChange(item.id)} />
            <img className={styles.picture} src={item.picture} alt="" width={52} height={52} />
            <span className={styles.name}>{name}</span>
            <span className={styles.price}>{t('picker.price', { amount: formatUnits(item.price, i18n.language), count: item.price })}</span>
            {selected ? (
              <span className={styles.check} aria-hidden="true">
                <Icon name="check" size={14} />
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

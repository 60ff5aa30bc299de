import { useTranslation } from '@platform/i18n';
import { ORIGINAL_CHANNEL, type ListeningChannel } from '@platform/shared-api';
import { Badge } from '@platform/ui';
import type { ListeningChannelState } from '../hooks/useListeningChannel';
import styles from './call.module.css';

/**
 * The listener's interpretation channel: Original or a language someone interprets into. Shown once
 * the room has an interpreter (or a chosen channel lost its own); an interpreter sees what they speak into.
 */
export function ChannelPicker({
  state,
  onChange,
}: {
  state: Pick<ListeningChannelState, 'chosen' | 'offered' | 'unavailable' | 'speakingInto'>;
  onChange(channel: ListeningChannel): void;
}) {
  const { t } = useTranslation('call');
  const language = (code: string) => t(`interpretation.languages.${code}`);
  if (state.speakingInto) return <Badge>{t('interpretation.speakingInto', { language: language(state.speakingInto) })}</Badge>;
  if (state.offered.length === 0 && state.chosen === ORIGINAL_CHANNEL) return null;
  const channels =
    state.offered.includes(state.chosen) || state.chosen === ORIGINAL_CHANNEL ? state.offered : [...state.offered, state.chosen];
  return (
    <span className={styles.channel}>
      <label className={styles.channelLabel}>
        <span>{t('interpretation.channel')}</span>
        <select
          className="ui-select"
          value={state.chosen}
          title={t('interpretation.channelHint')}
          data-testid="listening-channel"
          onChange={(e) => onChange(e.target.value as ListeningChannel)}
        >
          <option value={ORIGINAL_CHANNEL}>{t('interpretation.original')}</option>
          {channels.map((code) => (
            <option key={code} value={code}>
              {language(code)}
            </option>
          ))}
        </select>
      </label>
      {state.unavailable && (
        <span className={styles.channelGone} role="status">
          {t('common:errors.noInterpreter')}
        </span>
      )}
    </span>
  );
}

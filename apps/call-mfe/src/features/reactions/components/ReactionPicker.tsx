import { useTranslation } from '@platform/i18n';
import { REACTION_EMOJIS, type ReactionEmoji } from '@platform/shared-api';
import { IconButton, Menu } from '@platform/ui';
import { REACTION_NAME_KEYS } from '../utils/reaction-names';

/** The toolbar's Reactions button: the room's emoji, each sent to everyone (issue 29). */
export function ReactionPicker({ onReact, className }: { onReact(emoji: ReactionEmoji): void; className?: string }) {
  const { t } = useTranslation('call');
  return (
    <Menu
      label={t('reactions.label')}
      placement="up"
      items={REACTION_EMOJIS.map((emoji) => ({
        id: `reaction.${emoji}`,
        label: `${emoji} ${t(REACTION_NAME_KEYS[emoji])}`,
        onSelect: () => onReact(emoji),
      }))}
      trigger={(props) => <IconButton {...props} icon="smile" label={t('reactions.label')} className={className} />}
    />
  );
}

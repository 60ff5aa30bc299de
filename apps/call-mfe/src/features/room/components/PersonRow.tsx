import { memo } from 'react';
import { useTranslation } from '@platform/i18n';
import { Avatar, Badge, Icon, IconButton, Menu, type MenuItem } from '@platform/ui';
import type { Participant } from '../utils/room-view';
import styles from './panels.module.css';

/** A role; an interpreter's shows their pair (EN → VI), named in full for screen readers and on hover. */
function RoleBadge({ role, participant: p }: { role: Participant['roles'][number]; participant: Participant }) {
  const { t } = useTranslation('call');
  if (role !== 'interpreter' || !p.interpretation) return <Badge tone={role === 'host' ? 'primary' : 'neutral'}>{t(`role.${role}`)}</Badge>;
  const pair = t('interpretation.pair', { from: p.interpretation.from.toUpperCase(), to: p.interpretation.to.toUpperCase() });
  return (
    <Badge tone="primary" title={`${t('role.interpreter')} ${pair}`} data-testid="interpreter-pair">
      <span className="ui-visually-hidden">{t('role.interpreter')} </span>
      {pair}
    </Badge>
  );
}

interface PersonRowProps {
  participant: Participant;
  selfId: string | null;
  /** What the viewer may do to a participant (useParticipantActions, shared with the video tiles). */
  menuFor(target: Participant): MenuItem[];
}

/** A participant: name, roles, flags, and the menu of what the viewer may do to them (memoised: a room update re-renders only the people who changed). */
export const PersonRow = memo(function PersonRow({ participant: p, selfId, menuFor }: PersonRowProps) {
  const { t } = useTranslation('call');
  const items = menuFor(p);
  return (
    <div className={styles.person} data-testid="participant" data-name={p.displayName}>
      <Avatar name={p.displayName} size={32} />
      <div className={styles.personMain}>
        <span className={styles.personName}>{p.id === selfId ? t('participants.you', { name: p.displayName }) : p.displayName}</span>
        <span className={styles.badges}>
          {p.roles
            .filter((r) => r !== 'presenter' || !p.roles.includes('host'))
            .map((r) => (
              <RoleBadge key={r} role={r} participant={p} />
            ))}
          {p.invisible && <Badge>{t('participants.backstage')}</Badge>}
          {p.connection === 'reconnecting' && <Badge tone="danger">{t('participants.reconnecting')}</Badge>}
        </span>
      </div>
      <span className={styles.flags}>
        {p.handRaised && (
          <span
            className={styles.hand}
            role="img"
            aria-label={t('participants.handRaised', { name: p.displayName })}
            data-testid="hand-raised"
          >
            ✋
          </span>
        )}
        {p.pinned && <Icon name="pin" size={16} label={t('participants.pinned')} />}
        <Icon name={p.micOn ? 'mic' : 'micOff'} size={16} label={p.micOn ? t('participants.micOn') : t('participants.micOff')} />
        <Icon
          name={p.cameraOn ? 'video' : 'videoOff'}
          size={16}
          label={p.cameraOn ? t('participants.cameraOn') : t('participants.cameraOff')}
        />
      </span>
      {items.length > 0 && (
        <Menu
          label={t('participants.actionsFor', { name: p.displayName })}
          items={items}
          trigger={(props) => (
            <IconButton {...props} icon="more" variant="ghost" size="sm" label={t('participants.actionsFor', { name: p.displayName })} />
          )}
        />
      )}
    </div>
  );
});

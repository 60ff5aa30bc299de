import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import type { RoomCommand } from '@platform/shared-api';
import { Avatar, Badge, Button, Icon, IconButton, Menu, Switch, TextField, dialogs, toast, type MenuItem } from '@platform/ui';
import type { RoomClient } from '../api/room-client';
import { actionsFor, isModerator, isRoomHost, participantSections, selfOf, type Participant, type RoomView } from '../utils/room-view';
import { downloadCsv } from '../utils/download';
import { useGiftMenuItem } from '../../gifts/hooks/useSendGift';
import styles from './panels.module.css';

/** Rows shown per section; the search finds anyone beyond (part 2 virtualises the list). */
const SECTION_LIMIT = 200;

type Pending = 'waiting_room' | 'lock' | 'mode' | 'mute_all' | 'cameras' | 'export' | null;

/** Participants with their roles and flags, the waiting room, and the host's controls. */
export function ParticipantsPanel({ view, run, display }: { client: RoomClient; view: RoomView; run(command: RoomCommand): Promise<Record<string, unknown> | null>; display: string }) {
  const { t } = useTranslation('call');
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const self = selfOf(view);
  const room = view.room!;
  const moderator = isModerator(self);
  const host = isRoomHost(self);
  const sections = participantSections(view.participants, search);
  const giftItem = useGiftMenuItem(room.alias, view.selfId);

  /** Runs a host command with its intermediate state shown on the control. */
  async function step(name: Pending, command: RoomCommand) {
    setPending(name);
    const result = await run(command);
    setPending(null);
    return result;
  }

  async function act(target: Participant, action: string) {
    const to = target.id;
    const commands: Record<string, RoomCommand> = {
      'cohost.offer': { type: 'cohost.offer', to },
      'cohost.revoke': { type: 'cohost.revoke', to },
      'presenter.on': { type: 'presenter.set', to, on: true },
      'presenter.off': { type: 'presenter.set', to, on: false },
      'interpreter.on': { type: 'interpreter.set', to, on: true },
      'interpreter.off': { type: 'interpreter.set', to, on: false },
      'backstage.on': { type: 'backstage.set', to, on: true },
      'backstage.off': { type: 'backstage.set', to, on: false },
      'pin.on': { type: 'pin.set', to, on: true },
      'pin.off': { type: 'pin.set', to, on: false },
      'hand.lower': { type: 'hand.lower', to },
      'mic.stop': { type: 'media.stop', to, kind: 'mic' },
      'camera.stop': { type: 'media.stop', to, kind: 'camera' },
      'mic.deny': { type: 'media.deny', to, kind: 'mic', denied: true },
      'mic.allow': { type: 'media.deny', to, kind: 'mic', denied: false },
      'camera.deny': { type: 'media.deny', to, kind: 'camera', denied: true },
      'camera.allow': { type: 'media.deny', to, kind: 'camera', denied: false },
      'ask.video': { type: 'media.ask', to, kind: 'video' },
      'ask.mic': { type: 'media.ask', to, kind: 'mic' },
      remove: { type: 'remove', to },
      block: { type: 'block', to },
    };
    if (action === 'remove' || action === 'block') {
      const ok = await dialogs.confirm({
        title: t(`actions.${action}Title`, { name: target.displayName }),
        message: t(`actions.${action}Text`, { name: target.displayName }),
        confirmLabel: t(`actions.${action}`),
        danger: true,
      });
      if (!ok) return;
    }
    const result = await run(commands[action]);
    if (result && action === 'cohost.offer') toast.info(t('actions.cohostOffered', { name: target.displayName }));
    if (result && action.startsWith('ask.')) toast.info(t('actions.asked', { name: target.displayName }));
  }

  async function exportCsv() {
    const result = await step('export', { type: 'room.export' });
    if (!result) return;
    const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
    downloadCsv(`chat-${room.alias}-${stamp}.csv`, String(result.chat_csv));
    downloadCsv(`participants-${room.alias}-${stamp}.csv`, String(result.participants_csv));
    toast.success(t('host.exported'));
  }

  const row = (p: Participant) => {
    const actions = actionsFor(self, p);
    const items: MenuItem[] = actions.map((action) => ({
      id: action, label: t(`actions.${action}`), danger: action === 'remove' || action === 'block', onSelect: () => void act(p, action),
    }));
    const gift = giftItem(p);
    if (gift) items.unshift(gift);
    return (
      <li key={p.id} className={styles.person} data-testid="participant" data-name={p.displayName}>
        <Avatar name={p.displayName} size={32} />
        <div className={styles.personMain}>
          <span className={styles.personName}>{p.id === view.selfId ? t('participants.you', { name: p.displayName }) : p.displayName}</span>
          <span className={styles.badges}>
            {p.roles.filter((r) => r !== 'presenter' || !p.roles.includes('host')).map((r) => <Badge key={r} tone={r === 'host' ? 'primary' : 'neutral'}>{t(`role.${r}`)}</Badge>)}
            {p.invisible && <Badge>{t('participants.backstage')}</Badge>}
            {p.connection === 'reconnecting' && <Badge tone="danger">{t('participants.reconnecting')}</Badge>}
          </span>
        </div>
        <span className={styles.flags}>
          {p.handRaised && <span className={styles.hand} role="img" aria-label={t('participants.handRaised', { name: p.displayName })} data-testid="hand-raised">✋</span>}
          {p.pinned && <Icon name="pin" size={16} label={t('participants.pinned')} />}
          <Icon name={p.micOn ? 'mic' : 'micOff'} size={16} label={p.micOn ? t('participants.micOn') : t('participants.micOff')} />
          <Icon name={p.cameraOn ? 'video' : 'videoOff'} size={16} label={p.cameraOn ? t('participants.cameraOn') : t('participants.cameraOff')} />
        </span>
        {items.length > 0 && (
          <Menu label={t('participants.actionsFor', { name: p.displayName })} items={items}
            trigger={(props) => <IconButton {...props} icon="more" variant="ghost" size="sm" label={t('participants.actionsFor', { name: p.displayName })} />} />
        )}
      </li>
    );
  };

  const section = (key: string, people: Participant[]) => people.length > 0 && (
    <section className={styles.section} aria-label={t(`participants.${key}`)}>
      <h3>{t(`participants.${key}`)} <span>{people.length}</span></h3>
      <ul className={styles.people}>{people.slice(0, SECTION_LIMIT).map(row)}</ul>
      {people.length > SECTION_LIMIT && <p className={styles.more}>{t('participants.more', { count: people.length - SECTION_LIMIT })}</p>}
    </section>
  );

  return (
    <div className={styles.participants}>
      {moderator && (
        <div className={styles.controls}>
          <Switch
            label={pending === 'waiting_room' ? t(room.waiting_room ? 'host.waitingRoomDisabling' : 'host.waitingRoomEnabling') : t('host.waitingRoom')}
            checked={room.waiting_room} disabled={pending === 'waiting_room'}
            onChange={(enabled) => void step('waiting_room', { type: 'waiting_room.set', enabled })}
          />
          <Switch
            label={pending === 'lock' ? t(room.locked ? 'host.unlocking' : 'host.locking') : t('host.lock')}
            checked={room.locked} disabled={pending === 'lock'}
            onChange={(locked) => void step('lock', { type: 'lock.set', locked })}
          />
          <div className={styles.controlButtons}>
            <Button size="sm" icon="micOff" loading={pending === 'mute_all'} disabled={display === 'gallery'} title={display === 'gallery' ? t('errors.muteAllGallery') : undefined}
              onClick={async () => { const r = await step('mute_all', { type: 'mute_all', view: display as 'center' }); if (r) toast.success(t('host.mutedCount', { count: Number(r.muted ?? 0) })); }}>
              {t('host.muteAll')}
            </Button>
            <Button size="sm" icon="videoOff" loading={pending === 'cameras'} onClick={() => void step('cameras', { type: 'cameras.stop' })}>{t('host.stopCameras')}</Button>
            {host && (room.mode === 'conference' || room.mode === 'meeting') && (
              <Button size="sm" icon="refresh" loading={pending === 'mode' || room.mode_switching} loadingLabel={t('host.modeSwitching')}
                onClick={() => void step('mode', { type: 'mode.set', mode: room.mode === 'meeting' ? 'conference' : 'meeting' })}>
                {t(room.mode === 'meeting' ? 'host.toConference' : 'host.toMeeting')}
              </Button>
            )}
            <Button size="sm" icon="download" loading={pending === 'export'} onClick={() => void exportCsv()}>{t('host.export')}</Button>
          </div>
        </div>
      )}
      <TextField label={t('participants.search')} hideLabel placeholder={t('participants.search')} value={search} onChange={(e) => setSearch(e.target.value)} type="search" />
      {moderator && view.waiting.length > 0 && (
        <section className={styles.section} aria-label={t('participants.waiting')} data-testid="waiting-room">
          <h3>{t('participants.waiting')} <span>{view.waiting.length}</span>
            {view.waiting.length > 1 && <Button size="sm" variant="ghost" onClick={() => void run({ type: 'admit', to: '*' })}>{t('participants.admitAll')}</Button>}
          </h3>
          <ul className={styles.people}>
            {view.waiting.map((w) => (
              <li key={w.id} className={styles.person} data-testid="waiting-person">
                <Avatar name={w.display_name} size={32} />
                <span className={styles.personMain}><span className={styles.personName}>{w.display_name}</span></span>
                <Button size="sm" variant="primary" onClick={() => void run({ type: 'admit', to: w.id })} aria-label={t('participants.admitName', { name: w.display_name })}>{t('participants.admit')}</Button>
                <Button size="sm" variant="ghost" onClick={() => void run({ type: 'deny', to: w.id })} aria-label={t('participants.denyName', { name: w.display_name })}>{t('participants.deny')}</Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {section('hosts', sections.hosts)}
      {section('presenters', sections.presenters)}
      {section('everyone', sections.everyone)}
    </div>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import type { RoomCommand } from '@platform/shared-api';
import { Button, Switch, TextField, VirtualList, toast, type RowSection } from '@platform/ui';
import type { RoomClient } from '../api/room-client';
import { isModerator, isRoomHost, selfOf, type RoomView } from '../utils/room-view';
import { PANEL_ROW_HEIGHT, participantRows } from '../utils/participant-rows';
import { downloadCsv } from '../utils/download';
import { useParticipantActions } from '../hooks/useParticipantActions';
import { PersonRow } from './PersonRow';
import { SectionHeading, WaitingRow } from './WaitingRows';
import styles from './panels.module.css';

type Pending = 'waiting_room' | 'lock' | 'mode' | 'mute_all' | 'cameras' | 'export' | null;
type Run = (command: RoomCommand) => Promise<Record<string, unknown> | null>;

/**
 * Participants with their roles and flags, the waiting room, and the host's controls. The host
 * controls and the search stay on top; below them one virtual list holds every section, so that a
 * 10,000-person room mounts only the rows in view.
 */
export function ParticipantsPanel({ view, run, display }: { client: RoomClient; view: RoomView; run: Run; display: string }) {
  const { t } = useTranslation('call');
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const self = selfOf(view);
  const room = view.room!;
  const moderator = isModerator(self);
  const host = isRoomHost(self);
  const menuFor = useParticipantActions(view, run);
  const rows = useMemo(
    () => participantRows(view.participants, view.waiting, { search, showWaiting: moderator }),
    [view.participants, view.waiting, search, moderator],
  );
  const list = useRef<HTMLDivElement>(null);

  // A new search starts from the top of its results.
  useEffect(() => {
    if (list.current) list.current.scrollTop = 0;
  }, [search]);

  /** Runs a host command with its intermediate state shown on the control. */
  async function step(name: Pending, command: RoomCommand) {
    setPending(name);
    const result = await run(command);
    setPending(null);
    return result;
  }

  // The virtual list reuses rendered rows until these change, so they depend on the rows' data only
  // (not on the host controls' pending state).
  const rowHeight = useCallback((i: number) => PANEL_ROW_HEIGHT[rows[i].kind], [rows]);
  const rowKey = useCallback((i: number) => rows[i].key, [rows]);
  const sectionOf = useCallback((i: number): RowSection => ({ key: rows[i].section, header: rows[i].kind === 'header' }), [rows]);
  const sectionProps = useCallback(
    (key: string) => ({
      'aria-label': t(`participants.${key}`),
      'data-testid': key === 'waiting' ? 'waiting-room' : undefined,
    }),
    [t],
  );
  const renderRow = useCallback(
    (i: number) => {
      const row = rows[i];
      if (row.kind === 'header') return <SectionHeading row={row} run={run} />;
      if (row.kind === 'waiting') return <WaitingRow waiter={row.waiter} run={run} />;
      return <PersonRow participant={row.participant} selfId={view.selfId} menuFor={menuFor} />;
    },
    [rows, run, view.selfId, menuFor],
  );

  async function exportCsv() {
    const result = await step('export', { type: 'room.export' });
    if (!result) return;
    const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
    downloadCsv(`chat-${room.alias}-${stamp}.csv`, String(result.chat_csv));
    downloadCsv(`participants-${room.alias}-${stamp}.csv`, String(result.participants_csv));
    toast.success(t('host.exported'));
  }

  return (
    <div className={styles.participants}>
      {moderator && (
        <div className={styles.controls}>
          <Switch
            label={
              pending === 'waiting_room'
                ? t(room.waiting_room ? 'host.waitingRoomDisabling' : 'host.waitingRoomEnabling')
                : t('host.waitingRoom')
            }
            checked={room.waiting_room}
            disabled={pending === 'waiting_room'}
            onChange={(enabled) => void step('waiting_room', { type: 'waiting_room.set', enabled })}
          />
          <Switch
            label={pending === 'lock' ? t(room.locked ? 'host.unlocking' : 'host.locking') : t('host.lock')}
            checked={room.locked}
            disabled={pending === 'lock'}
            onChange={(locked) => void step('lock', { type: 'lock.set', locked })}
          />
          <div className={styles.controlButtons}>
            <Button
              size="sm"
              icon="micOff"
              loading={pending === 'mute_all'}
              disabled={display === 'gallery'}
              title={display === 'gallery' ? t('errors.muteAllGallery') : undefined}
              onClick={async () => {
                const r = await step('mute_all', { type: 'mute_all', view: display as 'center' });
                if (r) toast.success(t('host.mutedCount', { count: Number(r.muted ?? 0) }));
              }}
            >
              {t('host.muteAll')}
            </Button>
            <Button
              size="sm"
              icon="videoOff"
              loading={pending === 'cameras'}
              onClick={() => void step('cameras', { type: 'cameras.stop' })}
            >
              {t('host.stopCameras')}
            </Button>
            {host && (room.mode === 'conference' || room.mode === 'meeting') && (
              <Button
                size="sm"
                icon="refresh"
                loading={pending === 'mode' || room.mode_switching}
                loadingLabel={t('host.modeSwitching')}
                onClick={() => void step('mode', { type: 'mode.set', mode: room.mode === 'meeting' ? 'conference' : 'meeting' })}
              >
                {t(room.mode === 'meeting' ? 'host.toConference' : 'host.toMeeting')}
              </Button>
            )}
            <Button size="sm" icon="download" loading={pending === 'export'} onClick={() => void exportCsv()}>
              {t('host.export')}
            </Button>
          </div>
        </div>
      )}
      <TextField
        label={t('participants.search')}
        hideLabel
        placeholder={t('participants.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        type="search"
      />
      <VirtualList
        ref={list}
        className={styles.list}
        data-testid="participants-list"
        count={rows.length}
        rowHeight={rowHeight}
        rowKey={rowKey}
        renderRow={renderRow}
        sectionOf={sectionOf}
        sectionProps={sectionProps}
      />
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@platform/i18n';
import { getBroadcastCapability, type BroadcastAction, type BroadcastCapability, type BroadcastStateMessage } from '@platform/shared-api';
import { toast } from '@platform/ui';
import { RoomCommandError, type RoomClient } from '../../room/client';
import { roomErrorKey } from '../../room';
import { newFailures } from '../utils/broadcast-view';

export interface Broadcast {
  state: BroadcastStateMessage | null;
  receivedAt: number;
  capability: BroadcastCapability | null;
  busy: boolean;
  command(action: BroadcastAction, targetIds?: string[]): Promise<void>;
}

/**
 * The room's recording and livestream as the call page sees them: state pushed by the room (asked
 * for again after each (re)connect, so late joiners see it), the server's capability for moderators,
 * and commands with the reason when they are refused or an output stops on its own. A refusing
 * stream target is shown by the bar itself for as long as the livestream runs.
 */
export function useBroadcast(client: RoomClient, moderator: boolean): Broadcast {
  const { t } = useTranslation('call');
  const [state, setState] = useState<BroadcastStateMessage | null>(null);
  const [receivedAt, setReceivedAt] = useState(0);
  const [capability, setCapability] = useState<BroadcastCapability | null>(null);
  const [busy, setBusy] = useState(false);
  const previous = useRef<BroadcastStateMessage | null>(null);
  const join = useStore(client.store, (s) => s.join);

  useEffect(
    () =>
      client.onMessage((message) => {
        if (message.type !== 'broadcast.state') return;
        for (const failure of newFailures(previous.current, message)) {
          toast.error(
            t(`broadcast.stopped.${failure.kind}`, {
              reason: t(`broadcast.reason.${failure.reason}`, { defaultValue: t('broadcast.reason.worker_died') }),
            }),
          );
        }
        previous.current = message;
        setState(message);
        setReceivedAt(Date.now());
      }),
    [client, t],
  );

  useEffect(() => {
    if (join === 'connected') client.send({ type: 'broadcast.sync' });
  }, [client, join]);

  useEffect(() => {
    if (!moderator) return;
    getBroadcastCapability().then(setCapability, () => setCapability(null));
  }, [moderator]);

  const command = useCallback(
    async (action: BroadcastAction, targetIds?: string[]) => {
      setBusy(true);
      try {
        await client.command({ type: 'broadcast.command', action, ...(targetIds ? { target_ids: targetIds } : {}) });
      } catch (error) {
        const code = error instanceof RoomCommandError ? error.code : 'generic';
        toast.error(t(roomErrorKey(code)));
      } finally {
        setBusy(false);
      }
    },
    [client, t],
  );

  return { state, receivedAt, capability, busy, command };
}

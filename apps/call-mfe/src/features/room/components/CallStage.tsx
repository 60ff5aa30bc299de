import { useMemo } from 'react';
import { useTranslation } from '@platform/i18n';
import type { CallConfig } from '@platform/shared-api';
import { VideoGrid, buildCallTiles, useCallMedia, type TileParticipant } from '../../media';
import type { RoomClient } from '../api/room-client';
import type { RoomView } from '../utils/room-view';

export type DisplayModeName = 'center' | 'pin' | 'gallery';

/**
 * The one place where media plugs into the call page: the room gives the media layer its signalling
 * channel, the participants and the mic/camera flags (host commands change them on the server, and the
 * media follows); the media layer gives back the tiles.
 */
export function CallStage({ client, view, config, display, speakerId, signalState }: {
  client: RoomClient;
  view: RoomView;
  config: CallConfig | null;
  display: DisplayModeName;
  speakerId?: string;
  signalState: 'connected' | 'reconnecting';
}) {
  const { t } = useTranslation('call');
  const self = view.participants.find((p) => p.id === view.selfId);
  const visible = useMemo(() => view.participants.filter((p) => !p.invisible || p.id === view.selfId), [view.participants, view.selfId]);
  const media = useCallMedia({
    signal: client.signal,
    participants: visible,
    config,
    micOn: !!self?.micOn,
    cameraOn: !!self?.cameraOn,
    devices: { speakerId },
    signalState,
  });
  const tileParticipants: TileParticipant[] = visible.map((p) => ({
    id: p.id,
    name: p.displayName,
    micOn: p.micOn,
    cameraOn: p.cameraOn,
    handRaised: p.handRaised,
    pinned: p.pinned,
    badges: p.roles.filter((r) => r !== 'presenter' || display !== 'gallery').map((r) => t(`role.${r}`)),
  }));
  const tiles = buildCallTiles(tileParticipants, media, view.selfId ?? '');
  const featured = visible.find((p) => p.pinned)?.id ?? media.activeSpeakerId;
  return (
    <VideoGrid
      tiles={tiles}
      display={display}
      layout={1}
      featuredKey={featured ? `${featured}:camera` : null}
      onVisibleMembersChange={(ids) => media.setVisibleTiles(ids)}
    />
  );
}

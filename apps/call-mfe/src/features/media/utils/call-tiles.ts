import type { ReactNode } from 'react';
import type { GridTile } from '../components/VideoGrid';
import type { RemoteMedia } from '../api/types';
import type { LocalCallMedia } from '../hooks/useCallMedia';

/** What the room knows about a participant, as a tile needs it. */
export interface TileParticipant {
  id: string;
  name: string;
  micOn?: boolean;
  cameraOn?: boolean;
  handRaised?: boolean;
  pinned?: boolean;
  /** Translated role labels. */
  badges?: string[];
  avatarUrl?: string | null;
  /** The host's name badge picture (their customisation), shown on their camera tile. */
  nameBadgeUrl?: string | null;
}

/**
 * The grid's tiles from the room's participants and the media: a camera tile per participant
 * and a screen tile per active share (the local user's included).
 */
export function buildCallTiles(
  participants: TileParticipant[],
  media: { local: LocalCallMedia; remotes: Map<string, RemoteMedia>; activeSpeakerId: string | null },
  selfId: string,
  menuFor?: (participant: TileParticipant) => ReactNode,
): GridTile[] {
  const tiles: GridTile[] = [];
  for (const participant of participants) {
    const isLocal = participant.id === selfId;
    const remote = isLocal ? undefined : media.remotes.get(participant.id);
    const common = { memberId: participant.id, name: participant.name, isLocal, avatarUrl: participant.avatarUrl };
    tiles.push({
      ...common,
      key: `${participant.id}:camera`,
      kind: 'camera',
      stream: isLocal ? media.local.cameraStream : (remote?.stream ?? null),
      attach: remote?.attachCamera,
      cameraOn: isLocal ? media.local.cameraOn : participant.cameraOn !== false,
      micOn: isLocal ? media.local.micOn : participant.micOn,
      speaking: isLocal ? media.local.speaking : remote?.speaking,
      handRaised: participant.handRaised,
      pinned: participant.pinned,
      badges: participant.badges,
      nameBadgeUrl: participant.nameBadgeUrl,
      quality: remote?.quality,
      undecryptable: remote?.undecryptable,
      menu: menuFor?.(participant),
    });
    const screen = isLocal ? media.local.screenStream : remote?.screenStream;
    if (screen)
      tiles.push({
        ...common,
        key: `${participant.id}:screen`,
        kind: 'screen',
        stream: screen,
        attach: remote?.attachScreen,
        undecryptable: remote?.undecryptable,
      });
  }
  return tiles;
}

import { useTranslation } from '@platform/i18n';
import type { MenuItem } from '@platform/ui';
import { IconButton, Menu } from '@platform/ui';
import { VideoGrid, buildCallTiles, type CallMedia, type TileParticipant, type VideoLayoutMode } from '../../media';
import type { Participant, RoomView } from '../utils/room-view';

export type DisplayModeName = 'center' | 'pin' | 'gallery';

/**
 * The video area of the call page: the room's participants as tiles over the media (`useCallMedia`
 * lives in InCall, which also needs it for the toolbar). The large tile is the pinned participant,
 * else a screen someone shares, else the active speaker.
 */
export function CallStage({
  view,
  visible,
  media,
  display,
  layout,
  menuFor,
  hostBadgeUrl,
}: {
  view: RoomView;
  /** The participants on stage (backstage members are hidden from others). */
  visible: Participant[];
  media: CallMedia;
  display: DisplayModeName;
  layout: VideoLayoutMode;
  /** A participant's menu items (what the viewer's role allows). */
  menuFor(participant: Participant): MenuItem[];
  /** The host's name badge picture when their customisation shows it. */
  hostBadgeUrl?: string | null;
}) {
  const { t } = useTranslation('call');
  const byId = new Map(visible.map((p) => [p.id, p]));
  const tileParticipants: TileParticipant[] = visible.map((p) => ({
    id: p.id,
    name: p.displayName,
    micOn: p.micOn,
    cameraOn: p.cameraOn,
    handRaised: p.handRaised,
    pinned: p.pinned,
    badges: p.roles.filter((r) => r !== 'presenter' || display !== 'gallery').map((r) => t(`role.${r}`)),
    nameBadgeUrl: p.roles.includes('host') ? hostBadgeUrl : null,
  }));
  const tileMenu = (tile: TileParticipant) => {
    const participant = byId.get(tile.id);
    const items = participant ? menuFor(participant) : [];
    if (!items.length) return null;
    const label = t('participants.tileActionsFor', { name: tile.name });
    return (
      <Menu
        label={label}
        items={items}
        trigger={(props) => <IconButton {...props} icon="more" variant="ghost" size="sm" label={label} />}
      />
    );
  };
  const tiles = buildCallTiles(tileParticipants, media, view.selfId ?? '', tileMenu);
  const pinned = visible.find((p) => p.pinned)?.id;
  const sharing = [...media.remotes].find(([, remote]) => remote.screenStream)?.[0];
  const featuredKey = pinned
    ? `${pinned}:camera`
    : sharing
      ? `${sharing}:screen`
      : media.activeSpeakerId
        ? `${media.activeSpeakerId}:camera`
        : null;
  return (
    <VideoGrid
      tiles={tiles}
      display={display}
      layout={layout}
      featuredKey={featuredKey}
      onVisibleMembersChange={(ids) => media.setVisibleTiles(ids)}
    />
  );
}

import type { AppContext } from '../../context';
import type { RoomDoor } from '../rooms/door';
import type { BroadcastControls } from './broadcast-controls';
import type { BroadcastService } from './broadcast-service';
import { LiveKitBroadcast } from './livekit-broadcast';
import { egressClientFor } from './livekit-egress';

/**
 * What Record and Go live drive, chosen once at start: LiveKit Egress when an egress service is deployed beside
 * LiveKit (LIVEKIT_EGRESS=on; its egress renders the composite page from the public URL), else the embedded worker,
 * which on LiveKit joins the room as a hidden subscriber. Without an egress service (none runs on Debian bookworm:
 * it needs GStreamer 1.24) Record made no file.
 */
export function broadcastControlsFor(ctx: AppContext, rooms: RoomDoor, broadcast: BroadcastService): BroadcastControls {
  const livekit = ctx.config.livekit;
  if (!livekit || process.env.LIVEKIT_EGRESS !== 'on') return broadcast;
  return new LiveKitBroadcast(ctx, rooms, egressClientFor(livekit), {
    templateUrl: (alias) => broadcast.egressTemplateUrl(alias, ctx.config.publicUrl ?? broadcast.siteUrl()),
    recordingsDir: process.env.LIVEKIT_EGRESS_DIR ?? broadcast.recordingsFolder(),
  });
}

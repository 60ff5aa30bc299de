import { loadDeviceChoices, signalAuth } from '@platform/shared-api';
// The call page's hand-over contract (room feature): a saved room session is what `/c/{alias}` resumes.
import { browserDeviceId, saveRoomSession } from '../../room';

/** Joins the one-off room of an answered QR call and hands it to the call page; returns its path. */
export async function enterCallRoom(room: string, displayName: string): Promise<string> {
  const joined = await signalAuth({ alias: room, display_name: displayName, device_id: browserDeviceId() });
  const devices = loadDeviceChoices();
  saveRoomSession({
    alias: room,
    member_id: joined.member_id,
    ticket: joined.ticket,
    resume_token: null,
    display_name: displayName,
    role: String(joined.role ?? 'participant'),
    mic_on: devices.micOn,
    camera_on: devices.cameraOn,
    has_mic: true,
  });
  return `/c/${room}`;
}

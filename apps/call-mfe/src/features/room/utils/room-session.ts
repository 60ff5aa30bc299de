/**
 * What the join page hands to the call page, per alias in sessionStorage (so that a reload of the
 * call page resumes the same member instead of joining twice), and the choices remembered in
 * localStorage across visits (spec: name and device choices are remembered).
 */
export interface RoomSession {
  alias: string;
  member_id: string;
  ticket: string | null;
  resume_token: string | null;
  display_name: string;
  role: string;
  mic_on: boolean;
  camera_on: boolean;
  has_mic: boolean;
}

const sessionKey = (alias: string) => `call.session.${alias}`;

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function saveRoomSession(session: RoomSession) {
  storage('session')?.setItem(sessionKey(session.alias), JSON.stringify(session));
}

export function loadRoomSession(alias: string): RoomSession | null {
  try {
    const raw = storage('session')?.getItem(sessionKey(alias));
    const parsed = raw ? (JSON.parse(raw) as RoomSession) : null;
    return parsed && parsed.alias === alias && typeof parsed.member_id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearRoomSession(alias: string) {
  storage('session')?.removeItem(sessionKey(alias));
}

export const DISPLAY_NAME_KEY = 'call.displayName';
export const DEVICE_ID_KEY = 'call.deviceId';

export function rememberedName(): string {
  return storage('local')?.getItem(DISPLAY_NAME_KEY) ?? '';
}

export function rememberName(name: string) {
  storage('local')?.setItem(DISPLAY_NAME_KEY, name);
}

/** This browser's own id: a block by the host holds even when a guest joins under another name. */
export function browserDeviceId(): string {
  const local = storage('local');
  let id = local?.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
    local?.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

/** How this browser likes the call laid out (display mode and video layout mode, spec §9). */
export interface LayoutChoice {
  display: 'center' | 'pin' | 'gallery';
  layout: 1 | 2 | 3;
}

const LAYOUT_KEY = 'call.layout';

export function rememberedLayout(): LayoutChoice {
  try {
    const parsed = JSON.parse(storage('local')?.getItem(LAYOUT_KEY) ?? 'null') as Partial<LayoutChoice> | null;
    const display = parsed?.display && ['center', 'pin', 'gallery'].includes(parsed.display) ? parsed.display : 'center';
    const layout = parsed?.layout && [1, 2, 3].includes(parsed.layout) ? parsed.layout : 2;
    return { display, layout };
  } catch {
    return { display: 'center', layout: 2 };
  }
}

export function rememberLayout(choice: LayoutChoice) {
  storage('local')?.setItem(LAYOUT_KEY, JSON.stringify(choice));
}

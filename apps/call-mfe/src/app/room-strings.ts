import { registerNamespace, type NamespaceResources } from '@platform/i18n';

// The join page, where visitors land, needs a sixth of the remote's strings (locales/*.json); the
// room, the end page, the whiteboard, the QR flow and the composite need the rest (locales/room/).
const ROOM_STRINGS: NamespaceResources = { en: () => import('../locales/room/en.json'), vi: () => import('../locales/room/vi.json') };

/** A page past the join page, once its code and the room's strings (in the language in use) are in. */
export function withRoomStrings<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, registerNamespace('call', ROOM_STRINGS)]).then(([loaded]) => loaded);
}

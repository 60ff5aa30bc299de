/** The room feature's entry for the rest of the call remote: the hand-over of a joined room session and the remembered name. */
export { browserDeviceId, rememberedName, rememberName, saveRoomSession, type RoomSession } from './utils/room-session';
/** The words for a command the room refused (contracts' refusal table, plus this client's own timeout). */
export { roomErrorKey } from './utils/room-view';

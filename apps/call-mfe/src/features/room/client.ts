/** The room feature's entry for features that drive a room themselves (the broadcast composite, the record/live bar). */
export { RoomClient, RoomCommandError } from './api/room-client';
export type { RoomView } from './utils/room-view';
export { isFinal, type JoinState } from './utils/join-machine';

/**
 * The hidden recorder members of each room (the broadcast worker's composite page): the room
 * controller relays media signalling to and from them and sends them the room's changes, but never
 * admits, lists or counts them. Kept beside the room, not in its state, so the room stays the room's.
 */
const recorders = new WeakMap<object, Set<string>>();

export function recordersOf(room: object): Set<string> {
  let set = recorders.get(room);
  if (!set) recorders.set(room, (set = new Set()));
  return set;
}

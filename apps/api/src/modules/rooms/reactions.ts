import { REACTION_LIMIT, reactionAllowed } from '@platform/contracts';
import type { CommandRouter } from './command-router';
import type { RoomFanOut } from './fan-out';
import { Refused } from './refusals';

/**
 * Reactions (issue 29): anyone admitted, the audience included, sends one of the contract's emoji;
 * everyone admitted and the broadcast's recorders (the composite draws it) see it at once. Not kept,
 * not sequenced. Each person may send REACTION_LIMIT.count per window: more are refused, so that a
 * held key cannot flood a room of thousands (the room's owner runs every command, so it counts them all).
 */
export function registerReactions(router: CommandRouter, parts: { fanOut: RoomFanOut; now?: () => number }) {
  const { fanOut, now = Date.now } = parts;
  const recent = new Map<string, number[]>();
  router.on('reaction.send', (room, self, { emoji }) => {
    const at = now();
    const key = `${room.alias}\n${self.id}`;
    const times = (recent.get(key) ?? []).filter((t) => at - t < REACTION_LIMIT.windowMs);
    if (!reactionAllowed(times, at)) throw new Refused('rate_limited');
    times.push(at);
    recent.set(key, times);
    // Forget people who stopped reacting: the map holds only the last window's senders.
    if (recent.size > 1000) for (const [k, list] of recent) if (!list.some((t) => at - t < REACTION_LIMIT.windowMs)) recent.delete(k);
    fanOut.toEveryone(room, { type: 'reaction', from: self.id, from_name: self.displayName, emoji });
    return {};
  });
}

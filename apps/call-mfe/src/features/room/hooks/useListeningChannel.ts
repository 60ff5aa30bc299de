import { useMemo, useState } from 'react';
import {
  channelGain,
  effectiveChannel,
  offeredChannels,
  ORIGINAL_CHANNEL,
  speakerChannel,
  type ListeningChannel,
} from '@platform/shared-api';
import type { Participant, RoomView } from '../utils/room-view';

export interface ListeningChannelState {
  /** What the listener chose (kept while its interpreter is away, so it comes back with them). */
  chosen: ListeningChannel;
  choose(channel: ListeningChannel): void;
  /** The languages someone interprets into now. */
  offered: ListeningChannel[];
  /** The chosen language has no interpreter now: 'no interpreter available', the floor plays. */
  unavailable: boolean;
  /** The channel this person speaks into, when they interpret (they listen to the floor). */
  speakingInto: ListeningChannel | null;
  /** How loud each other participant plays for this listener. */
  gains: Map<string, number>;
}

/**
 * The listener's interpretation channel and the gain it gives every remote (the contract's rule).
 * `heard`: 'stage' when the listener receives the stage's own audio (on stage, or the audience over
 * LiveKit); the audience watching the HLS stream hears the stream's renditions, so a language there
 * has an interpreter only once the stream carries its rendition (issue 13).
 */
export function useListeningChannel(
  view: RoomView,
  self: Participant | null,
  heard: 'stage' | readonly string[] = 'stage',
): ListeningChannelState {
  const [chosen, choose] = useState<ListeningChannel>(ORIGINAL_CHANNEL);
  const offered = useMemo(() => offeredChannels(view.participants), [view.participants]);
  const into = self ? speakerChannel(self) : ORIGINAL_CHANNEL;
  const speakingInto = into === ORIGINAL_CHANNEL ? null : into;
  // An interpreter hears the floor as it is, whatever they chose before.
  const listening = speakingInto ? ORIGINAL_CHANNEL : chosen;
  const gains = useMemo(
    () => new Map(view.participants.filter((p) => p.id !== view.selfId).map((p) => [p.id, channelGain(p, listening, offered)])),
    [view.participants, view.selfId, listening, offered],
  );
  return {
    chosen: listening,
    choose,
    offered,
    gains,
    speakingInto,
    unavailable: effectiveChannel(listening, heard === 'stage' ? offered : offered.filter((c) => heard.includes(c))) !== listening,
  };
}

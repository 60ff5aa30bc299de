import { useEffect, useState } from 'react';
import { REACTION_SHOWN_MS, type ReactionEmoji } from '@platform/shared-api';

export interface ShownReaction {
  key: number;
  from: string;
  fromName: string;
  emoji: ReactionEmoji;
  at: number;
  /** Which of the sender's reactions rising at once this is (they rise side by side). */
  lane: number;
}

interface ReactionSource {
  onMessage(listener: (message: { type: string } & Record<string, unknown>) => void): () => void;
}

let nextKey = 0;

/** The room's reactions while they rise (REACTION_SHOWN_MS each), from its `reaction` messages (issue 29). */
export function useReactions(room: ReactionSource): ShownReaction[] {
  const [shown, setShown] = useState<ShownReaction[]>([]);
  useEffect(
    () =>
      room.onMessage((message) => {
        if (message.type !== 'reaction') return;
        const at = Date.now();
        const from = String(message.from);
        setShown((list) => {
          const current = list.filter((r) => at - r.at < REACTION_SHOWN_MS);
          const lane = current.filter((r) => r.from === from).length;
          return [
            ...current,
            { key: nextKey++, from, fromName: String(message.from_name), emoji: message.emoji as ReactionEmoji, at, lane },
          ];
        });
      }),
    [room],
  );
  useEffect(() => {
    if (!shown.length) return;
    const timer = setTimeout(() => setShown((list) => list.filter((r) => Date.now() - r.at < REACTION_SHOWN_MS)), 500);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}

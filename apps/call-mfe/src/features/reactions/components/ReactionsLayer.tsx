import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { REACTION_SHOWN_MS } from '@platform/shared-api';
import type { ShownReaction } from '../hooks/useReactions';
import { REACTION_NAME_KEYS } from '../utils/reaction-names';
import { risingAt, type Box } from '../utils/rising';
import styles from './reactions.module.css';

/** The sender's camera tile on the stage, relative to the layer, or null (the audience has no tile). */
function tileOf(layer: HTMLElement, memberId: string): Box | null {
  const stage = layer.parentElement;
  const tile = [...(stage?.querySelectorAll<HTMLElement>('[data-testid="video-tile"][data-kind="camera"]') ?? [])].find(
    (el) => el.dataset.memberId === memberId,
  );
  if (!tile) return null;
  const outer = layer.getBoundingClientRect();
  const rect = tile.getBoundingClientRect();
  return { x: rect.left - outer.left, y: rect.top - outer.top, width: rect.width, height: rect.height };
}

/** One reaction: placed over its sender's tile when it appears, then rising by CSS animation. */
function Rising({ reaction, layer }: { reaction: ShownReaction; layer: HTMLElement | null }) {
  const { t } = useTranslation('call');
  const [place, setPlace] = useState<{ x: number; y: number; rise: number } | null>(null);
  useLayoutEffect(() => {
    if (!layer) return;
    const stage = { x: 0, y: 0, width: layer.clientWidth, height: layer.clientHeight };
    const tile = tileOf(layer, reaction.from);
    const start = risingAt(tile, stage, 0, REACTION_SHOWN_MS, reaction.lane);
    const end = risingAt(tile, stage, REACTION_SHOWN_MS, REACTION_SHOWN_MS, reaction.lane);
    setPlace({ x: start.x, y: start.y, rise: start.y - end.y });
  }, [layer, reaction]);
  if (!place) return null;
  return (
    <span
      className={styles.rising}
      role="img"
      data-testid="reaction"
      data-from={reaction.from}
      aria-label={t('reactions.from', { name: reaction.fromName, reaction: t(REACTION_NAME_KEYS[reaction.emoji]) })}
      style={{ left: place.x, top: place.y, ['--rise' as string]: `${place.rise}px`, animationDuration: `${REACTION_SHOWN_MS}ms` }}
    >
      {reaction.emoji}
    </span>
  );
}

/** The room's reactions rising over their senders' tiles, above the stage (issue 29). */
export function ReactionsLayer({ reactions }: { reactions: ShownReaction[] }) {
  const layer = useRef<HTMLDivElement>(null);
  return (
    <div ref={layer} className={styles.layer}>
      {reactions.map((reaction) => (
        <Rising key={reaction.key} reaction={reaction} layer={layer.current} />
      ))}
    </div>
  );
}

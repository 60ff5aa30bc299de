import { SERVED_DETAIL_ID } from '@platform/contracts/src/site/join-first-paint';
import type { EventCustomisation } from '@platform/shared-api';

/** What the server knew of a join link when it sent the page (apps/api site/join-first-paint.ts). */
export interface ServedJoin<Detail> {
  alias: string;
  speaker?: string;
  /** The event's short detail; null when the alias names no event. */
  detail: Detail | null;
  look: EventCustomisation | null;
}

let served: ServedJoin<unknown> | null | undefined;

function read(): ServedJoin<unknown> | null {
  if (served === undefined) {
    try {
      served = JSON.parse(document.getElementById(SERVED_DETAIL_ID)?.textContent || 'null') as ServedJoin<unknown> | null;
    } catch {
      served = null;
    }
  }
  return served;
}

/**
 * The served record for this join link (its detail once: see forgetServedDetail), so the join page
 * draws at once what the server's first paint shows instead of a loader; null for another link.
 */
export function servedJoin<Detail>(alias: string, speaker?: string): ServedJoin<Detail> | null {
  const value = read();
  return value && !detailTaken && value.alias === alias && (value.speaker ?? undefined) === speaker ? (value as ServedJoin<Detail>) : null;
}

/** The event's look the server read for this alias (one read per page load, like every other), or undefined. */
export function servedLook(alias: string): EventCustomisation | null | undefined {
  const value = read();
  return value && value.alias === alias ? value.look : undefined;
}

let detailTaken = false;

/** The detail answers one visit: coming back to the page later asks the server again. */
export function forgetServedDetail(): void {
  detailTaken = true;
}

import type { WireWaiter } from '@platform/shared-api';
import { participantSections, type Participant } from './room-view';

/** The participants panel's sections, in display order; each is also its `participants.<key>` i18n key. */
export type PanelSection = 'waiting' | 'hosts' | 'presenters' | 'everyone';

/** One row of the participants panel's virtual list. */
export type PanelRow =
  | { kind: 'header'; key: string; section: PanelSection; count: number }
  | { kind: 'waiting'; key: string; section: 'waiting'; waiter: WireWaiter }
  | { kind: 'person'; key: string; section: Exclude<PanelSection, 'waiting'>; participant: Participant };

/**
 * Row heights in px (the virtual list needs them up front; panels.module.css keeps each row's
 * content within them: one line for the name, badges on one line, never wrapping).
 */
export const PANEL_ROW_HEIGHT: Record<PanelRow['kind'], number> = { header: 44, waiting: 52, person: 52 };

/**
 * The panel's sections flattened into rows: the waiting room (moderators only), then hosts,
 * presenters and everyone else, each a heading row with its count followed by its people. Empty
 * sections are left out. The search filters participants (not the waiting room), across all of them.
 */
export function participantRows(
  participants: Participant[],
  waiting: WireWaiter[],
  { search = '', showWaiting = false }: { search?: string; showWaiting?: boolean } = {},
): PanelRow[] {
  const rows: PanelRow[] = [];
  if (showWaiting && waiting.length > 0) {
    rows.push({ kind: 'header', key: 'section:waiting', section: 'waiting', count: waiting.length });
    for (const waiter of waiting) rows.push({ kind: 'waiting', key: `waiting:${waiter.id}`, section: 'waiting', waiter });
  }
  const sections = participantSections(participants, search);
  for (const section of ['hosts', 'presenters', 'everyone'] as const) {
    const people = sections[section];
    if (people.length === 0) continue;
    rows.push({ kind: 'header', key: `section:${section}`, section, count: people.length });
    for (const participant of people) rows.push({ kind: 'person', key: `person:${participant.id}`, section, participant });
  }
  return rows;
}

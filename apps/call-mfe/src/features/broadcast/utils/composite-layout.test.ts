import { describe, expect, it } from 'vitest';
import { computeGrid } from '../../media/layout';
import { COMPOSITE_SIZE, compositeLayout, stageOrder, streamedPeople } from './composite-layout';

const cam = (id: string, extra: object = {}) => ({ id, kind: 'camera' as const, ...extra });

describe('composite layout', () => {
  it('puts a screen share on stage before a pinned person and the active speaker', () => {
    const order = stageOrder(
      [cam('a'), cam('b', { speaking: true }), cam('c', { pinned: true }), { id: 'a', kind: 'screen' as const }],
      null,
    );
    expect(order.map((s) => `${s.id}:${s.kind}`)).toEqual(['a:screen', 'c:camera', 'b:camera', 'a:camera']);
  });

  it('keeps the last speaker on stage while nobody speaks', () => {
    expect(stageOrder([cam('a'), cam('b')], 'b')[0].id).toBe('b');
    expect(stageOrder([cam('a'), cam('b')], null)[0].id).toBe('a');
  });

  it('places the stage large and the others in a strip, exactly where the call grid would', () => {
    const tiles = compositeLayout([cam('a'), cam('b', { speaking: true }), cam('c')], null);
    const grid = computeGrid(3, COMPOSITE_SIZE, { display: 'center', layout: 2 });
    expect(tiles[0]).toMatchObject({ featured: true, rect: grid.featured });
    expect(tiles[0].source.id).toBe('b');
    expect(tiles.slice(1).map((t) => t.rect)).toEqual(grid.tiles.slice(0, 2));
    expect(tiles[0].rect.width).toBeGreaterThan(tiles[1].rect.width * 2);
    for (const t of tiles) {
      expect(t.rect.x + t.rect.width).toBeLessThanOrEqual(COMPOSITE_SIZE.width);
      expect(t.rect.y + t.rect.height).toBeLessThanOrEqual(COMPOSITE_SIZE.height);
    }
  });

  it('fills the canvas with one person and draws nothing for an empty room', () => {
    expect(compositeLayout([cam('a')], null)[0]).toMatchObject({ featured: true });
    expect(compositeLayout([], null)).toEqual([]);
  });
});

describe('who the stream shows (issue 29)', () => {
  const person = (id: string, roles: Array<'host' | 'cohost' | 'presenter' | 'interpreter'>, invisible = false) => ({
    id,
    roles,
    invisible,
  });
  const room = [
    person('host', ['host', 'presenter']),
    person('ann', []),
    person('bo', []),
    person('pat', ['presenter']),
    person('cy', ['cohost'], true),
  ];

  it('draws the stage of a theater or conference and never its audience or anyone backstage', () => {
    for (const mode of ['theater', 'conference', 'livestream'] as const) {
      expect(streamedPeople(room, mode).map((p) => p.id)).toEqual(['host', 'pat']);
    }
  });

  it('draws an audience member once promoted, and everyone visible in a meeting', () => {
    const promoted = room.map((p) => (p.id === 'ann' ? { ...p, roles: [...p.roles, 'presenter' as const] } : p));
    expect(streamedPeople(promoted, 'theater').map((p) => p.id)).toEqual(['host', 'ann', 'pat']);
    expect(streamedPeople(room, 'meeting').map((p) => p.id)).toEqual(['host', 'ann', 'bo', 'pat']);
  });
});

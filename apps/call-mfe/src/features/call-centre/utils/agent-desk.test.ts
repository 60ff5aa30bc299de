import { describe, expect, it } from 'vitest';
import { deskReducer, emptyDesk } from './agent-desk';

const ring = (call_id: string) => ({
  type: 'qr_call.ring',
  call: { call_id, alias: 'a', topic: 'Desk', visitor_name: `V ${call_id}`, since: '' },
});

describe('agent desk', () => {
  it('lists rings once and moves them to recent when they end', () => {
    let desk = deskReducer(emptyDesk, ring('1'));
    desk = deskReducer(desk, ring('1'));
    desk = deskReducer(desk, ring('2'));
    expect(desk.incoming.map((c) => c.call_id)).toEqual(['1', '2']);
    desk = deskReducer(desk, { type: 'qr_call.ended', call_id: '1', outcome: 'cancelled' });
    expect(desk.incoming.map((c) => c.call_id)).toEqual(['2']);
    expect(desk.recent).toEqual([{ call_id: '1', visitor_name: 'V 1', outcome: 'cancelled' }]);
    expect(deskReducer(desk, { type: 'qr_call.ended', call_id: 'unknown' })).toBe(desk);
  });
});

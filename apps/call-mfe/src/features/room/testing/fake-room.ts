import type { RoomRoleName, WireParticipant, WireWaiter } from '@platform/shared-api';
import type { Participant, RoomView } from '../utils/room-view';

const FIRST = [
  'An',
  'Bình',
  'Chi',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hương',
  'Khánh',
  'Lan',
  'Linh',
  'Minh',
  'Nam',
  'Ngọc',
  'Phúc',
  'Quân',
  'Sơn',
  'Thảo',
  'Trang',
  'Tuấn',
  'Alice',
  'Ben',
  'Carla',
  'David',
  'Emma',
  'Farid',
  'Grace',
  'Hiro',
  'Isabel',
  'Jonas',
];
const LAST = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Vũ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Ngô',
  'Smith',
  'García',
  'Müller',
  'Rossi',
  'Tanaka',
  'Okafor',
  'Silva',
  'Kowalski',
  'Haddad',
  'Johansson',
];

/** A deterministic display name for participant i (unique: the number is part of it). */
export const fakeName = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;

/**
 * A conference room of `n` people as the host sees it (controls, waiting room, everyone's menu): a
 * few co-hosts and presenters, some raised hands, muted and reconnecting people, and a waiting room.
 * For the participants panel's bench and tests; deterministic.
 */
export function fakeRoomView(n: number, { waiting = 3 }: { waiting?: number } = {}): RoomView {
  const start = Date.parse('2026-03-01T09:00:00.000Z');
  const participants: Participant[] = Array.from({ length: n }, (_, i) => {
    const roles: RoomRoleName[] = i === 0 ? ['host'] : i <= 2 ? ['cohost'] : i <= 12 ? ['presenter'] : i % 500 === 0 ? ['interpreter'] : [];
    const handRaised = i > 12 && i % 97 === 0;
    return {
      id: `m${i}`,
      displayName: i === 0 ? 'Bench Host' : fakeName(i),
      roles,
      micOn: i % 7 === 0,
      cameraOn: i % 5 === 0,
      hasMic: true,
      handRaised,
      handRaisedAt: handRaised ? new Date(start + i * 1000).toISOString() : null,
      pinned: i === 3,
      invisible: i % 1_000 === 999,
      micDenied: i % 211 === 0 && i > 0,
      cameraDenied: false,
      connection: i % 333 === 0 && i > 0 ? 'reconnecting' : 'connected',
      joinedAt: new Date(start + i * 250).toISOString(),
      interpretation: roles.includes('interpreter') ? { from: 'en', to: 'vi' } : null,
    };
  });
  const waiters: WireWaiter[] = Array.from({ length: waiting }, (_, i) => ({
    id: `w${i}`,
    display_name: `Guest ${fakeName(n + i)}`,
    state: 'waiting_room',
    since: new Date(start + i * 1000).toISOString(),
  }));
  return {
    selfId: participants[0]?.id ?? null,
    seq: 1,
    recorders: [],
    room: {
      alias: 'bench-room',
      title: 'Bench conference',
      mode: 'conference',
      mode_switching: false,
      locked: false,
      waiting_room: waiting > 0,
      capacity: 10_000,
    },
    participants,
    chat: [],
    waiting: waiters,
    count: n,
  };
}

/** A participant as the room sends it: nobody's devices on, a microphone, connected; `extra` overrides (test fixture). */
export const wireParticipant = (id: string, extra: Partial<WireParticipant> = {}): WireParticipant => ({
  id,
  display_name: id,
  roles: [],
  mic_on: false,
  camera_on: false,
  has_mic: true,
  hand_raised: false,
  hand_raised_at: null,
  pinned: false,
  invisible: false,
  mic_denied: false,
  camera_denied: false,
  connection: 'connected',
  joined_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

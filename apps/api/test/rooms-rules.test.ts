import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/modules/rooms/csv';
import { defaultFlags } from '../src/modules/rooms/room-state';
import {
  admission,
  canEnable,
  canGoBackstage,
  canRaiseHand,
  canSwitchMode,
  capacityFor,
  checkCommand,
  joinsAsPresenter,
  muteAllTargets,
  presentersAfterSwitch,
  roomModeOf,
  type AdmissionInput,
  type Command,
  type ParticipantFlags,
  type RoomRole,
  type RuleParticipant,
} from '../src/modules/rooms/rules';

const person = (id: string, roles: RoomRole[] = [], flags: Partial<ParticipantFlags> = {}): RuleParticipant => ({
  id,
  roles,
  flags: { ...defaultFlags(), ...flags },
});

const ALL_COMMANDS: Command[] = [
  'waiting_room.set',
  'lock.set',
  'admit',
  'deny',
  'remove',
  'block',
  'cohost.offer',
  'cohost.revoke',
  'presenter.set',
  'interpreter.set',
  'backstage.set',
  'pin.set',
  'mute_all',
  'cameras.stop',
  'media.stop',
  'media.deny',
  'media.ask',
  'hand.lower_other',
  'mode.set',
  'room.end',
  'room.export',
];
const HOST_ONLY: Command[] = ['cohost.offer', 'cohost.revoke', 'mode.set', 'room.end'];

describe('capacity and presenters by mode', () => {
  it('holds 10 in meeting and end-to-end rooms, 10,000 in conference and theater rooms', () => {
    expect(capacityFor('meeting')).toBe(10);
    expect(capacityFor('endtoend')).toBe(10);
    expect(capacityFor('conference')).toBe(10_000);
    expect(capacityFor('theater')).toBe(10_000);
    expect(capacityFor('livestream')).toBe(10_000);
  });

  it('makes the first 8 in a meeting presenters, and only speakers in a conference', () => {
    expect(joinsAsPresenter('meeting', 0, false)).toBe(true);
    expect(joinsAsPresenter('meeting', 7, false)).toBe(true);
    expect(joinsAsPresenter('meeting', 8, false)).toBe(false);
    expect(joinsAsPresenter('endtoend', 8, false)).toBe(false);
    expect(joinsAsPresenter('conference', 0, false)).toBe(false);
    expect(joinsAsPresenter('conference', 50, true)).toBe(true);
  });

  it('fills presenters up to 8 in join order when a conference becomes a meeting', () => {
    const order = Array.from({ length: 10 }, (_, i) => `p${i}`);
    const after = presentersAfterSwitch('meeting', order, new Set(['p9']));
    expect(after.size).toBe(8);
    expect([...after]).toEqual(['p9', 'p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(presentersAfterSwitch('conference', order, new Set(['p1']))).toEqual(new Set(['p1']));
  });

  it('refuses to switch to a meeting with more than 10 people', () => {
    expect(canSwitchMode('meeting', 11)).toBe('room_full');
    expect(canSwitchMode('meeting', 10)).toBeNull();
    expect(canSwitchMode('conference', 500)).toBeNull();
  });

  it('runs livestream events as conferences', () => {
    expect(roomModeOf('livestream')).toBe('conference');
    expect(roomModeOf('theater')).toBe('theater');
    expect(roomModeOf('endtoend')).toBe('endtoend');
  });
});

describe('permissions', () => {
  const host = person('h', ['host', 'presenter']);
  const cohost = person('c', ['cohost']);
  const guest = person('g');
  const presenter = person('p', ['presenter']);
  const interpreter = person('i', ['interpreter']);

  it.each(ALL_COMMANDS)('lets the host run %s', (command) => {
    expect(checkCommand(host, command, guest)).toBeNull();
  });

  it.each(ALL_COMMANDS)('refuses %s to participants, presenters and interpreters', (command) => {
    for (const sender of [guest, presenter, interpreter]) expect(checkCommand(sender, command, person('x'))).toBe('permission_denied');
  });

  it.each(ALL_COMMANDS.filter((c) => !HOST_ONLY.includes(c)))('lets a co-host run %s on a participant', (command) => {
    expect(checkCommand(cohost, command, guest)).toBeNull();
  });

  it.each(HOST_ONLY)('keeps %s for the host alone', (command) => {
    expect(checkCommand(cohost, command, guest)).toBe('permission_denied');
  });

  it('lets nobody act on the host, and a co-host not on another co-host', () => {
    expect(checkCommand(cohost, 'remove', host)).toBe('permission_denied');
    expect(checkCommand(cohost, 'mute_all')).toBeNull();
    expect(checkCommand(cohost, 'block', person('c2', ['cohost']))).toBe('permission_denied');
    expect(checkCommand(host, 'remove', cohost)).toBeNull();
  });
});

describe('hand raising', () => {
  it('raises a hand with a microphone', () => expect(canRaiseHand(person('a'))).toBeNull());
  it('refuses without a microphone', () => expect(canRaiseHand(person('a', [], { hasMic: false }))).toBe('no_microphone'));
  it('refuses while interpreting', () => expect(canRaiseHand(person('a', ['interpreter']))).toBe('interpreting'));
  it('refuses while invisible', () => expect(canRaiseHand(person('a', [], { invisible: true }))).toBe('invisible'));
});

describe('mute all', () => {
  const host = person('h', ['host'], { micOn: true });
  const room = [
    host,
    person('a', [], { micOn: true }),
    person('b', [], { micOn: true, pinned: true }),
    person('c', [], { micOn: false }),
    person('d', ['cohost'], { micOn: true }),
  ];

  it('is refused in gallery view', () => {
    expect(muteAllTargets(host, room, 'gallery')).toEqual({ refusal: 'mute_all_gallery' });
  });

  it('mutes everyone with a live mic but the sender, the host and pinned people', () => {
    expect(muteAllTargets(host, room, 'center')).toEqual({ targets: ['a', 'd'] });
    expect(muteAllTargets(room[4], room, 'pin')).toEqual({ targets: ['a'] });
  });
});

describe('media and backstage', () => {
  it('stops a participant from turning on what the host denied', () => {
    expect(canEnable(person('a', [], { micDenied: true }), 'mic')).toBe('media_denied');
    expect(canEnable(person('a', [], { micDenied: true }), 'camera')).toBeNull();
    expect(canEnable(person('a', [], { cameraDenied: true }), 'camera')).toBe('media_denied');
  });

  it('keeps a visible presenter on stage', () => {
    const presenter = person('p', ['presenter']);
    const guest = person('g');
    expect(canGoBackstage(guest, [guest])).toBe('no_presenter');
    expect(canGoBackstage(presenter, [presenter, guest])).toBe('too_few_presenters');
    expect(canGoBackstage(guest, [presenter, guest])).toBeNull();
    expect(canGoBackstage(presenter, [presenter, person('q', ['presenter'])])).toBeNull();
  });
});

describe('admission', () => {
  const base: AdmissionInput = {
    isHost: false,
    returning: false,
    blocked: false,
    locked: false,
    waitingRoom: false,
    started: true,
    admittedCount: 1,
    capacity: 10,
  };

  it('admits into an open room', () => expect(admission(base)).toBe('admit'));
  it('refuses a blocked person', () => expect(admission({ ...base, blocked: true })).toBe('blocked'));
  it('refuses a newcomer to a locked room', () => expect(admission({ ...base, locked: true })).toBe('locked'));
  it('puts someone who was waiting before a takeover back in the waiting room, though the room was locked since', () => {
    expect(admission({ ...base, locked: true, waitingRoom: true, wasWaiting: true })).toBe('waiting_room');
    expect(admission({ ...base, locked: true, waitingRoom: true, wasWaiting: true, blocked: true })).toBe('blocked');
  });
  it('refuses a newcomer to a full room', () => expect(admission({ ...base, admittedCount: 10 })).toBe('full'));
  it('holds guests until the host opens the room', () => expect(admission({ ...base, started: false })).toBe('waiting_for_host'));
  it('sends guests to the waiting room when it is on', () => expect(admission({ ...base, waitingRoom: true })).toBe('waiting_room'));
  it('always lets the host in', () =>
    expect(admission({ ...base, isHost: true, locked: true, admittedCount: 10, waitingRoom: true, started: false })).toBe('admit'));
  it('lets a returning participant back into a locked, full room', () =>
    expect(admission({ ...base, returning: true, locked: true, admittedCount: 10 })).toBe('admit'));
});

describe('csv export', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(
      toCsv(
        ['name', 'n'],
        [
          ['Ann', 1],
          [null, true],
        ],
      ),
    ).toBe('name,n\r\nAnn,1\r\n,true\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import { commandCheck } from '../src/modules/rooms/sockets/command-check';
import { MessageDispatcher } from '../src/modules/rooms/sockets/dispatcher';
import { SignalHub } from '../src/modules/rooms/sockets/signal-hub';

describe('room command checks', () => {
  it('answers a wrong-typed field with invalid_input naming the command and the field', () => {
    expect(commandCheck('lock.set')({ type: 'lock.set', locked: 'yes', ref: 4 })).toEqual({
      type: 'error',
      code: 'invalid_input',
      command: 'lock.set',
      field: 'locked',
      ref: 4,
      message: 'Sorry, not all fields are filled out correctly.',
    });
    expect(commandCheck('self.update')({ type: 'self.update', mic_on: 'true' })).toMatchObject({ code: 'invalid_input', field: 'mic_on' });
    expect(commandCheck('admit')({ type: 'admit' })).toMatchObject({ code: 'invalid_input', field: 'to' });
    expect(commandCheck('lock.set')({ type: 'lock.set', locked: false })).toBeNull();
  });

  it('refuses a second handler for the same message type instead of replacing the first', () => {
    const dispatcher = new MessageDispatcher<unknown>().on('ping', () => undefined);
    expect(() => dispatcher.on('ping', () => undefined)).toThrow('registered twice');
    const hub = new SignalHub();
    expect(() => hub.dispatcher.on('ping', () => undefined)).toThrow();
    hub.close();
  });
});

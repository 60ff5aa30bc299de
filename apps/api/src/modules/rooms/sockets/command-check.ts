import { ROOM_COMMAND_SCHEMAS, type RoomCommandType, type RoomError } from '@platform/contracts';
import { Compile } from 'typebox/compile';

const INVALID_INPUT = 'Sorry, not all fields are filled out correctly.';

/**
 * The checker of one room command against its contract schema: null when the message is well formed,
 * else the `invalid_input` error frame naming the command and the first offending field.
 */
export function commandCheck(type: RoomCommandType): (message: Record<string, unknown>) => RoomError | null {
  const checker = Compile(ROOM_COMMAND_SCHEMAS[type]);
  return (message) => {
    if (checker.Check(message)) return null;
    const [first] = checker.Errors(message);
    const missing = first?.keyword === 'required' ? (first.params as { requiredProperties?: string[] }).requiredProperties?.[0] : undefined;
    const field = missing ?? first?.instancePath.split('/').filter(Boolean).join('.') ?? '';
    const ref = Number.isInteger(message.ref) ? { ref: message.ref as number } : {};
    return { type: 'error', code: 'invalid_input', command: type, ...(field && { field }), message: INVALID_INPUT, ...ref };
  };
}

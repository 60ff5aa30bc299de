/**
 * What an error may say in the log. Database errors carry the statement's parameters (`params`), the
 * offending values (`detail`: "Key (email)=(…) already exists", `where`, `internalQuery`) and quote
 * rejected input in their message; those can be plaintext stream keys, password or API-key hashes and
 * e-mails. The log keeps the error's kind, code, constraint and the SQL text (parameterised), never values.
 */
const KEPT = ['name', 'code', 'severity', 'constraint', 'table', 'column', 'routine', 'statusCode'] as const;

/** `invalid input syntax for type integer: "abc"` -> `... integer: "[redacted]"` */
export const redactQuoted = (message: string) =>
  message
    .replace(/"[^"]*"/g, (quoted, offset, whole) =>
      // keep identifiers the database names (constraint "accounts_email_key"); drop values after a colon
      /:\s*$/.test(whole.slice(0, offset)) ? '"[redacted]"' : quoted,
    )
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=([redacted])');

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  // Database errors add their fields (code, constraint, query...) beside the Error's own.
  const field = (key: string): unknown => Reflect.get(error, key);
  const out: SerializedError = { type: error.constructor?.name ?? 'Error', message: redactQuoted(error.message), stack: '' };
  for (const key of KEPT) {
    const value = field(key);
    if (value !== undefined && value !== null) out[key] = value;
  }
  const query = field('query');
  if (typeof query === 'string') out.query = query.slice(0, 500);
  if (error.stack) out.stack = error.stack.split('\n').slice(1, 8).join('\n');
  return out;
}

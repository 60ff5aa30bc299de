/**
 * What a visitor may paste to name a gift's receiver: an account id, a speaker or event alias,
 * or a link holding one (invite link /j/<alias>, call link /c/<alias>, speaker link
 * /j/<alias>?speaker=<speaker>, or a donation link /gift/donation?to=<x>).
 */
export type RecipientRef = { kind: 'speaker'; speakerAlias: string } | { kind: 'any'; value: string };

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const ROOM_PATH = /^\/(?:j|join|c|call)\/([^/?#]+)\/?$/;
const DONATION_PATH = /^\/gift(?:\/donation)?(?:\/([^/?#]+))?\/?$/;

/** Parses what was typed; null when it cannot name anyone. */
export function parseRecipientRef(raw: string): RecipientRef | null {
  const input = raw.trim();
  if (!input) return null;
  if (TOKEN.test(input)) return { kind: 'any', value: input };
  let url: URL;
  try {
    url = new URL(
      input.startsWith('/') ? input : /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`,
      'https://placeholder.invalid',
    );
  } catch {
    return null;
  }
  const speaker = url.searchParams.get('speaker');
  if (speaker && TOKEN.test(speaker)) return { kind: 'speaker', speakerAlias: speaker };
  const to = url.searchParams.get('to');
  if (to && TOKEN.test(to)) return { kind: 'any', value: to };
  const path = url.pathname;
  const room = ROOM_PATH.exec(path);
  if (room && TOKEN.test(room[1])) return { kind: 'any', value: room[1] };
  const donation = DONATION_PATH.exec(path);
  if (donation?.[1] && TOKEN.test(donation[1])) return { kind: 'any', value: donation[1] };
  return null;
}

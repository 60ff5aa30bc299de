/**
 * A call's shared board travels as a chat message holding its link (`/draw?room=<id>`), so everyone in
 * the call (late joiners too, from the chat history) can open it, and nobody outside the call can guess it.
 */
const ROOM = /^[A-Za-z0-9_-]{1,64}$/;

/** A new board id: random, so the link is the only way in. */
export function newBoardId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return [...random(new Uint8Array(12))]
    .map((n) => n.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 20);
}

export function boardLink(origin: string, id: string): string {
  return `${origin}/draw?room=${id}`;
}

/** The board id when a chat text is exactly a board link of this site, else null. */
export function boardIdFromText(text: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== '/draw') return null;
  const room = url.searchParams.get('room');
  return room && ROOM.test(room) ? room : null;
}

/** The most recent board shared in this chat: the call keeps using one board. */
export function latestBoard(texts: string[], origin: string): string | null {
  for (let i = texts.length - 1; i >= 0; i--) {
    const id = boardIdFromText(texts[i], origin);
    if (id) return id;
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { boardIdFromText, boardLink, latestBoard, newBoardId } from './board-link';

const origin = 'https://meet.example';

describe('a call board link', () => {
  it('is random and only made of the characters /draw accepts', () => {
    const a = newBoardId();
    expect(a).toMatch(/^[a-z0-9]{20}$/);
    expect(newBoardId()).not.toBe(a);
  });

  it('is recognised only when it is a board link of this site', () => {
    expect(boardIdFromText(boardLink(origin, 'abc123'), origin)).toBe('abc123');
    expect(boardIdFromText(' https://meet.example/draw?room=abc ', origin)).toBe('abc');
    expect(boardIdFromText('https://evil.example/draw?room=abc', origin)).toBeNull();
    expect(boardIdFromText('https://meet.example/app?room=abc', origin)).toBeNull();
    expect(boardIdFromText('https://meet.example/draw?room=a%20b', origin)).toBeNull();
    expect(boardIdFromText('look at /draw?room=abc', origin)).toBeNull();
  });

  it('the call reuses the latest board shared in its chat', () => {
    expect(latestBoard(['hi', boardLink(origin, 'first'), 'ok', boardLink(origin, 'second'), 'bye'], origin)).toBe('second');
    expect(latestBoard(['hi'], origin)).toBeNull();
  });
});

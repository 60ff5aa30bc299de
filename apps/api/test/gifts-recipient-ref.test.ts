import { describe, expect, it } from 'vitest';
import { parseRecipientRef } from '../src/modules/gifts/recipient-ref';

describe('parseRecipientRef', () => {
  it('takes a bare account id or alias as it is', () => {
    expect(parseRecipientRef('  3f2a9c01d4e5b6a7 ')).toEqual({ kind: 'any', value: '3f2a9c01d4e5b6a7' });
    expect(parseRecipientRef('abcd2345efgh')).toEqual({ kind: 'any', value: 'abcd2345efgh' });
  });

  it('reads invite, call, speaker and donation links, with or without the origin', () => {
    expect(parseRecipientRef('https://meet.example.com/j/abcd2345efgh')).toEqual({ kind: 'any', value: 'abcd2345efgh' });
    expect(parseRecipientRef('meet.example.com/c/abcd2345efgh/')).toEqual({ kind: 'any', value: 'abcd2345efgh' });
    expect(parseRecipientRef('/join/room42')).toEqual({ kind: 'any', value: 'room42' });
    expect(parseRecipientRef('https://x.test/j/room42?speaker=spk9')).toEqual({ kind: 'speaker', speakerAlias: 'spk9' });
    expect(parseRecipientRef('https://x.test/gift/donation?to=acc1')).toEqual({ kind: 'any', value: 'acc1' });
    expect(parseRecipientRef('https://x.test/gift/donation/acc2')).toEqual({ kind: 'any', value: 'acc2' });
  });

  it('names nobody for empty or unrelated input', () => {
    expect(parseRecipientRef('')).toBeNull();
    expect(parseRecipientRef('   ')).toBeNull();
    expect(parseRecipientRef('https://x.test/app/settings')).toBeNull();
    expect(parseRecipientRef('two words')).toBeNull();
    expect(parseRecipientRef('https://x.test/j/<script>')).toBeNull();
  });
});

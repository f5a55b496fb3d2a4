import { describe, expect, it } from 'vitest';
import { movesMoney, readInboxEvent } from './inbox-event';

describe('readInboxEvent', () => {
  it('reads an entry and the unread count', () => {
    const data = JSON.stringify({ entry: { id: 'e1', topic: 'money' }, unread: 3 });
    expect(readInboxEvent(data)).toMatchObject({ unread: 3, entry: { id: 'e1' } });
  });

  it('refuses what is not one', () => {
    expect(readInboxEvent('nope')).toBeNull();
    expect(readInboxEvent(JSON.stringify({ entry: { id: 'e1' }, unread: 1 }))).toBeNull();
    expect(readInboxEvent(JSON.stringify({ entry: { id: 'e1', topic: 'kyc' } }))).toBeNull();
  });

  it('says which entries move money', () => {
    expect(movesMoney('money')).toBe(true);
    expect(movesMoney('booking')).toBe(true);
    expect(movesMoney('kyc')).toBe(false);
  });
});

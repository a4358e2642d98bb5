import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError, untilProcessed } from '../../../shared/data/client.ts';
import { getEntity, putNew, queryPrefix } from '../../../shared/data/items.ts';
import { startTestStore } from '../../support/store.ts';

let store: Awaited<ReturnType<typeof startTestStore>>;

beforeAll(async () => {
  store = await startTestStore();
});

afterAll(async () => {
  await store.close();
});

interface Note {
  id: string;
  text: string;
}

describe('repository helpers', () => {
  it('creates an item once: a second putNew on the same key is refused and changes nothing', async () => {
    const key = { pk: 'TEST#put-new', sk: 'NOTE#1' };

    const first = await putNew({ ...key, entity: 'note', id: '1', text: 'first' });
    const second = await putNew({ ...key, entity: 'note', id: '1', text: 'second' });

    expect([first, second]).toEqual([true, false]);
    expect(await getEntity<Note>(key, { consistent: true })).toEqual({ id: '1', text: 'first' });
  });

  it('reads an entity without the table attributes, and undefined for a missing key', async () => {
    const key = { pk: 'TEST#get-entity', sk: 'NOTE#1' };
    await putNew({ ...key, gsi1pk: 'INDEX', gsi1sk: 'x', ttl: 1, entity: 'note', id: '1', text: 'kept' });

    expect(await getEntity<Note>(key)).toEqual({ id: '1', text: 'kept' });
    expect(await getEntity<Note>({ pk: 'TEST#get-entity', sk: 'NOTE#2' })).toBeUndefined();
  });

  it('queries one partition by sort key prefix, in sort key order, past one page', async () => {
    const pk = 'TEST#query-prefix';
    const text = 'x'.repeat(20_000);
    for (let i = 0; i < 60; i += 1)
      await putNew({ pk, sk: `NOTE#${String(i).padStart(3, '0')}`, entity: 'note', id: String(i), text });
    await putNew({ pk, sk: 'OTHER#1', entity: 'other', id: 'other', text: 'not a note' });

    const notes = await queryPrefix<Note>({ pk, skPrefix: 'NOTE#' });

    // 60 items of 20 KB exceed the 1 MB a query page holds: every page is read.
    expect(notes.map((note) => note.id)).toEqual(Array.from({ length: 60 }, (_, i) => String(i)));
  });
});

describe('untilProcessed', () => {
  it('sends what the store left unprocessed again, and gives up with a 503 after a few tries', async () => {
    const sent: number[][] = [];
    await untilProcessed([1, 2, 3], async (pending) => {
      sent.push(pending);
      return pending.length > 1 ? pending.slice(1) : [];
    });
    expect(sent).toEqual([[1, 2, 3], [2, 3], [3]]);

    let calls = 0;
    await expect(
      untilProcessed(
        [1],
        async (pending) => {
          calls += 1;
          return pending;
        },
        3,
      ),
    ).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(calls).toBe(3);
  });
});

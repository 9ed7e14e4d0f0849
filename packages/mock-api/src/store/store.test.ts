import { afterEach, describe, expect, it } from 'vitest';
import { deleteProduct } from '../services/ecommerce';
import { DEFAULT_STORAGE_KEY, disablePersistence, enablePersistence, getDb, resetDemoData, saveDb, STORAGE_VERSION, type StorageLike } from './store';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

afterEach(() => {
  disablePersistence();
  resetDemoData();
});

describe('@atrium/mock-api/store', () => {
  it('a saved mutation survives a "reload" (a fresh load from storage)', () => {
    const storage = memoryStorage();
    enablePersistence(storage);
    expect(deleteProduct(getDb(), 1)).toBe(true);
    saveDb();
    enablePersistence(storage); // what a reload does: drop memory, read storage
    expect(getDb().products).toHaveLength(49);
    expect(JSON.parse(storage.data[DEFAULT_STORAGE_KEY] ?? '{}')).toMatchObject({ version: STORAGE_VERSION });
  });

  it('corrupt, foreign or old-version data falls back to the seed silently', () => {
    for (const raw of ['{not json', JSON.stringify({ version: STORAGE_VERSION, data: { products: 'x' } }), JSON.stringify({ version: 0, data: {} }), 'null']) {
      enablePersistence(memoryStorage({ [DEFAULT_STORAGE_KEY]: raw }));
      expect(getDb().products).toHaveLength(50);
    }
  });

  it('storage that throws does not break the demo', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    enablePersistence(broken);
    expect(getDb().users).toHaveLength(50);
    expect(() => saveDb()).not.toThrow();
    expect(() => resetDemoData()).not.toThrow();
  });

  it('resetDemoData restores the seed and clears storage', () => {
    const storage = memoryStorage();
    enablePersistence(storage);
    deleteProduct(getDb(), 1);
    saveDb();
    resetDemoData();
    expect(getDb().products).toHaveLength(50);
    expect(storage.data[DEFAULT_STORAGE_KEY]).toBeUndefined();
  });

  it('reset hands out independent copies of the seed', () => {
    getDb().users.pop();
    resetDemoData();
    expect(getDb().users).toHaveLength(50);
  });
});

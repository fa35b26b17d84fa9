import { create } from 'zustand';

const KEY = 'favoriteSignals';

function read(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(-500) : [];
  } catch {
    return [];
  }
}

/** Favourite signals are kept only in this browser (spec 000 §3: is_favorite is local). */
export const useFavoritesStore = create<{ ids: string[]; toggle: (id: string) => void }>()((set, get) => ({
  ids: typeof localStorage === 'undefined' ? [] : read(),
  toggle: (id) => {
    const ids = get().ids.includes(id) ? get().ids.filter((x) => x !== id) : [...get().ids, id];
    try {
      localStorage.setItem(KEY, JSON.stringify(ids));
    } catch {
      /* kept in memory */
    }
    set({ ids });
  },
}));

import { create } from 'zustand';

export const RELOAD_DELAY_MS = 1000;

export interface UpdateState {
  visible: boolean;
  waiting: ServiceWorker | null;
  updating: boolean;
  show: (waiting: ServiceWorker | null) => void;
  close: () => void;
  /** The waiting version takes over; the page reloads after 1 s (spec 003, new-version notice). */
  update: () => void;
}

export const useUpdateStore = create<UpdateState>()((set, get) => ({
  visible: false,
  waiting: null,
  updating: false,
  show: (waiting) => set({ visible: true, waiting: waiting ?? get().waiting }),
  close: () => set({ visible: false }),
  update: () => {
    const { waiting } = get();
    set({ updating: true });
    waiting?.postMessage({ type: 'SKIP_WAITING' });
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  },
}));

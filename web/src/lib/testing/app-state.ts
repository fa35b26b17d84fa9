import { useEngineHealthStore } from '../live/engine-health-store';
import { useSignalsStore } from '../live/signals-store';
import { queryClient } from '../query-client';

/**
 * The app-wide state a screen test may leave behind, back to a fresh page's: the shared query cache, the engine
 * state and the signals. The component tests share their modules within a worker (no isolation, for speed), so
 * the setup calls this after every test, once the screen is unmounted.
 */
export function resetAppState(): void {
  queryClient.clear();
  useEngineHealthStore.setState({
    read: null,
    readAt: null,
    failure: null,
    beatAt: null,
    view: { state: 'loading' },
  });
  useSignalsStore.getState().clear();
}

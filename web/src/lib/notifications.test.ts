import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConfirmedSignal } from '@sinais/shared/testing';
import { showSignalNotification } from './notifications';

/** The in-tab notification as the browser would show it (no service worker: `new Notification`). */
async function shown(simulated: boolean): Promise<{ title: string; body: string }> {
  const made: Array<{ title: string; body: string }> = [];
  vi.stubGlobal('navigator', {});
  vi.stubGlobal(
    'Notification',
    class {
      constructor(title: string, options: NotificationOptions) {
        made.push({ title, body: options.body ?? '' });
      }
    },
  );
  const signal = makeConfirmedSignal({
    symbol: 'SOLUSDT',
    direction: 'VENDA',
    signal_class: 'ELITE',
    simulated,
  });
  await showSignalNotification({ seq: 1, kind: 'confirmed', signal });
  return made[0]!;
}

describe('in-tab signal notifications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a demonstration signal says so in the title and first in the body', async () => {
    const n = await shown(true);
    expect(n.title).toBe('[Demonstração] 🔴 VENDA SOLUSDT (ELITE)');
    expect(n.body).toMatch(/^Sinal de demonstração · preços simulados · Entrada /);
  });

  it('a signal on real prices carries no demonstration label', async () => {
    const n = await shown(false);
    expect(n.title).toBe('🔴 VENDA SOLUSDT (ELITE)');
    expect(n.body).toMatch(/^Entrada /);
  });
});

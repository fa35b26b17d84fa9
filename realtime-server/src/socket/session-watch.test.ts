import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOMS } from '@sinais/shared';
import type { SocketDeps } from './deps';
import type { UserSessionState } from '../auth';
import { watchSessions } from './session-watch';
import type { SocketData } from '@sinais/shared';

const HOUR_S = 3600;

/** The parts of a socket the watcher uses, recording what it did. */
function fakeSocket(userId: string, tv: number, isAdmin = false, sid = sessionOf(userId)) {
  const ee = new EventEmitter();
  const socket = {
    connected: true,
    data: {
      session: {
        user: { id: userId, is_admin: isAdmin },
        claims: { sub: userId, tv, sid, iat: 0, exp: Math.floor(Date.now() / 1000) + HOUR_S },
      },
    } as SocketData,
    rooms: new Set<string>(isAdmin ? [ROOMS.admins] : []),
    emitted: [] as string[],
    on: (event: string, fn: () => void) => ee.on(event, fn),
    emit: (event: string) => socket.emitted.push(event),
    disconnect: () => {
      socket.connected = false;
      ee.emit('disconnect');
    },
    join: (room: string) => void socket.rooms.add(room),
    leave: (room: string) => void socket.rooms.delete(room),
  };
  return socket;
}

function setup(states: Map<string, UserSessionState>) {
  const queries: string[][] = [];
  const asked: string[][] = [];
  let notify: (payload: string) => void = () => undefined;
  const ctx = {
    repos: {
      users: {
        sessionStates: async (ids: readonly string[], sessionIds: readonly string[]) => {
          queries.push([...ids]);
          asked.push([...sessionIds]);
          return ids.flatMap((id) => {
            const st = states.get(id);
            return st
              ? [{ ...st, live_sessions: st.live_sessions.filter((s) => sessionIds.includes(s)) }]
              : [];
          });
        },
      },
    },
    db: {
      listen: async (_channel: string, onNotify: (payload: string) => void) => {
        notify = onNotify;
        return () => undefined;
      },
    },
    logger: { warn: () => undefined },
  } as unknown as SocketDeps;
  const watcher = watchSessions(ctx);
  return { watcher, queries, asked, notify: (id: string) => notify(id) };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The first device session of a user in these tests. */
const sessionOf = (userId: string, device = 1) => `${userId}/device-${device}`;
const state = (id: string, tv: number, isAdmin = false, live = [sessionOf(id)]): UserSessionState => ({
  id,
  token_version: tv,
  is_admin: isAdmin,
  status: 'active',
  live_sessions: live,
});

describe('watchSessions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('re-checks every socket of the gateway with one query per period, not one per socket', async () => {
    const states = new Map<string, UserSessionState>();
    const { watcher, queries } = setup(states);
    const sockets = [];
    for (let n = 0; n < 300; n++) {
      states.set(id(n), state(id(n), 1));
      // Three tabs per user.
      for (let tab = 0; tab < 3; tab++) {
        const s = fakeSocket(id(n), 1);
        sockets.push(s);
        watcher.track(s as unknown as Socket);
      }
    }
    await vi.advanceTimersByTimeAsync(30_000 * 4);
    expect(queries).toHaveLength(4);
    expect(queries[0]).toHaveLength(300);
    expect(sockets.every((s) => s.connected)).toBe(true);
    await watcher.stop();
  });

  it('ends the sockets of a revoked token and moves a demoted admin out of the admins room on notice', async () => {
    const states = new Map([
      [id(1), state(id(1), 1)],
      [id(2), state(id(2), 1, true)],
    ]);
    const { watcher, queries, notify } = setup(states);
    const member = fakeSocket(id(1), 1);
    const admin = fakeSocket(id(2), 1, true);
    watcher.track(member as unknown as Socket);
    watcher.track(admin as unknown as Socket);

    states.set(id(1), state(id(1), 2)); // logout: token version bumped
    states.set(id(2), state(id(2), 1, false)); // demoted
    notify(id(1));
    notify(id(2));
    await vi.advanceTimersByTimeAsync(0);

    expect(queries).toEqual([[id(1)], [id(2)]]);
    expect(member.connected).toBe(false);
    expect(member.emitted).toContain('session:expired');
    expect(admin.connected).toBe(true);
    expect(admin.rooms.has(ROOMS.admins)).toBe(false);
    expect(admin.data.session!.user.is_admin).toBe(false);
    await watcher.stop();
  });

  it('ends only the sockets of an ended device session; the other device of that user keeps its socket', async () => {
    const phone = sessionOf(id(5), 1);
    const desktop = sessionOf(id(5), 2);
    const states = new Map([[id(5), state(id(5), 1, false, [phone, desktop])]]);
    const { watcher, asked, notify } = setup(states);
    const phoneTabs = [fakeSocket(id(5), 1, false, phone), fakeSocket(id(5), 1, false, phone)];
    const desktopTab = fakeSocket(id(5), 1, false, desktop);
    for (const s of [...phoneTabs, desktopTab]) watcher.track(s as unknown as Socket);

    states.set(id(5), state(id(5), 1, false, [desktop])); // "Sair" on the phone
    notify(id(5));
    await vi.advanceTimersByTimeAsync(0);

    // One query for the user, asking about each of its sessions once.
    expect(asked).toEqual([[phone, desktop]]);
    expect(phoneTabs.map((s) => s.connected)).toEqual([false, false]);
    expect(phoneTabs[0]!.emitted).toContain('session:expired');
    expect(desktopTab.connected).toBe(true);
    expect(desktopTab.emitted).toEqual([]);
    await watcher.stop();
  });

  it('ends the socket of a user that is gone or blocked at the periodic re-check', async () => {
    const states = new Map([[id(3), { ...state(id(3), 1), status: 'blocked' }]]);
    const { watcher } = setup(states);
    const blocked = fakeSocket(id(3), 1);
    const gone = fakeSocket(id(4), 1);
    watcher.track(blocked as unknown as Socket);
    watcher.track(gone as unknown as Socket);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(blocked.connected).toBe(false);
    expect(gone.connected).toBe(false);
    await watcher.stop();
  });
});

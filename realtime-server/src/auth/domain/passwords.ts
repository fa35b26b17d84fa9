import argon2 from 'argon2';
import { createLanes, createSemaphore, PASSWORD_SLOTS } from './password-slots';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// One semaphore and one set of lanes per process: every hash and verification goes through them.
const slots = createSemaphore(PASSWORD_SLOTS);
const lanes = createLanes();

/**
 * Runs `fn` after the earlier password work of the same place (`ip:…`, `user:…`) has finished, so one place's
 * flood occupies one hashing slot at most (password-slots.ts).
 */
export function inPasswordLane<T>(key: string, fn: () => Promise<T>): Promise<T> {
  return lanes.run(key, fn);
}

export function hashPassword(password: string): Promise<string> {
  return slots.run(() => argon2.hash(password, OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await slots.run(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check so unknown e-mails can't be told apart by latency. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummy, password);
}

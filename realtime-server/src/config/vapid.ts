import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const storedKeysSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The VAPID key pair Web Push is signed with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or outside production a pair
 * generated once and kept in DATA_DIR (like the JWT secret). Production without keys: push is off (null).
 */
export function resolveVapidKeys(opts: {
  dataDir: string;
  production: boolean;
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
}): VapidKeys | null {
  const { subject } = opts;
  if (opts.publicKey && opts.privateKey)
    return { publicKey: opts.publicKey, privateKey: opts.privateKey, subject };
  if (opts.production) return null;
  const file = join(opts.dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = storedKeysSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return { ...stored.data, subject };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

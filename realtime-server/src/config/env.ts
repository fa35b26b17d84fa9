import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  alertEnvShape,
  baseEnvRules,
  baseEnvShape,
  ConfigError,
  DEV_BUS_SECRET,
  emptyToUndefined,
  parseEnv,
} from '@sinais/shared/server';
import { resolveVapidKeys, type VapidKeys } from './vapid';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../media', import.meta.url));
const optional = <T extends z.ZodType>(s: T) => z.preprocess(emptyToUndefined, s.optional());

const gatewayEnvSchema = z
  .object({
    ...baseEnvShape,
    ...alertEnvShape,
    /** How often each gateway checks the engine, the rules and the pause for alerts. */
    ALERT_CHECK_MS: z.coerce.number().int().min(200).default(5000),
    /** Minimum seconds between two forced TOP pairs refreshes (each one spends Binance request weight). */
    TOP_PAIRS_REFRESH_COOLDOWN_S: z.coerce.number().int().min(0).max(86_400).default(120),
    /** The exchange the signal chart reads when the engine trades on Binance (GET /api/market/candles). */
    BINANCE_REST_URL: z.string().url().default('https://fapi.binance.com'),
    BINANCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optional(z.string().url('deve ser uma URL, ex.: https://app.exemplo.com.br')),
    JWT_SECRET: optional(z.string().min(32, 'deve ter pelo menos 32 caracteres')),
    ADMIN_EMAIL: optional(z.string().email('deve ser um e-mail válido')),
    ADMIN_PASSWORD: optional(z.string().min(8, 'deve ter pelo menos 8 caracteres')),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')),
    SMTP_FROM: z.string().default('Sinais Cripto <nao-responda@sinaiscripto.local>'),
    ALLOWED_ORIGINS: optional(z.string()),
    TRUST_PROXY: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false'))
      .transform((v) => v === 'true'),
    WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST),
    REDIS_PREFIX: z.string().min(1).default('sinais'),
    LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
    /** Failed sign-ins per IP in the window, whatever the accounts (the attacker's side). */
    LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().positive().default(10),
    LOGIN_MAX_FAILS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
    /** Wrong confirmation passwords (e.g. saving the profile) one session may give before it is ended. */
    PASSWORD_CONFIRM_MAX_FAILS: z.coerce.number().int().positive().default(5),
    /** After a wrong confirmation password, that account's next one waits this long (a flood costs no core). */
    PASSWORD_CONFIRM_FAIL_HOLD_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    LOGIN_WINDOW_S: z.coerce.number().int().positive().default(900),
    /** Zero bits of the proof of work asked of unknown places once an account passed its free failures. */
    LOGIN_POW_BITS: z.coerce.number().int().min(1).max(28).default(18),
    // Per hour: e-mails sent per address and requests per IP, sign-ups and anonymous customer rows per IP.
    FORGOT_MAX_PER_EMAIL: z.coerce.number().int().positive().default(3),
    FORGOT_MAX_PER_IP: z.coerce.number().int().positive().default(10),
    REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(10),
    /** The checkout's "is there an account for this e-mail?" (POST /api/auth/identify), per IP and hour. */
    IDENTIFY_MAX_PER_IP: z.coerce.number().int().positive().default(30),
    CUSTOMER_SAVE_MAX_PER_IP: z.coerce.number().int().positive().default(20),
    BODY_LIMIT: z.string().default('100kb'),
    // Payments: Mercado Pago when its three credentials are set, otherwise the sandbox (never in production).
    PAYMENTS_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['auto', 'mercadopago', 'sandbox', 'disabled']).default('auto'),
    ),
    MP_ACCESS_TOKEN: optional(z.string().min(10, 'token de acesso inválido')),
    MP_PUBLIC_KEY: optional(z.string().min(10, 'chave pública inválida')),
    MP_WEBHOOK_SECRET: optional(z.string().min(8, 'deve ter pelo menos 8 caracteres')),
    MP_API_BASE_URL: optional(z.string().url('deve ser uma URL')),
    MP_WEBHOOK_TOLERANCE_S: z.coerce.number().int().positive().default(300),
    /** The payment sandbox signs its webhooks with this; the same on every gateway (derived if absent). */
    SANDBOX_WEBHOOK_SECRET: optional(z.string().min(16, 'deve ter pelo menos 16 caracteres')),
    MEDIA_DIR: z.string().default(DEFAULT_MEDIA_DIR),
    MEDIA_MAX_UPLOAD_MB: z.coerce.number().int().positive().max(10_240).default(1024),
    PAYMENT_MAX_ATTEMPTS: z.coerce.number().int().positive().default(20),
    // Web Push (VAPID). Outside production a key pair is generated once into DATA_DIR when these are absent.
    VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{86,88}$/, 'chave pública VAPID inválida')),
    VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{42,44}$/, 'chave privada VAPID inválida')),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'deve começar com mailto: ou https://')
      .default('mailto:suporte@sinaiscripto.local'),
    // Members' Telegram alerts: on when the bot token is set (a bot of its own, not ALERT_TELEGRAM_BOT_TOKEN's).
    TELEGRAM_BOT_TOKEN: optional(z.string().regex(/^\d+:[\w-]{20,}$/, 'token de bot do Telegram inválido')),
    /** The bot's @name, for the t.me link shown beside the link code. */
    TELEGRAM_BOT_USERNAME: optional(z.string().regex(/^\w{5,32}$/, 'nome do bot inválido (sem @)')),
    // TELEGRAM_API_URL comes with the alert settings: the one Bot API address for both bots.
  })
  .superRefine((env, ctx) => {
    baseEnvRules(env, ctx);
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'obrigatório quando NODE_ENV=production (base dos links enviados por e-mail e dos webhooks, ex.: https://app.exemplo.com.br)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'obrigatório quando NODE_ENV=production',
      });
    }
    const mpComplete = Boolean(env.MP_ACCESS_TOKEN && env.MP_PUBLIC_KEY && env.MP_WEBHOOK_SECRET);
    if (env.PAYMENTS_PROVIDER === 'mercadopago' && !mpComplete) {
      ctx.addIssue({
        code: 'custom',
        path: ['MP_ACCESS_TOKEN'],
        message: 'MP_ACCESS_TOKEN, MP_PUBLIC_KEY e MP_WEBHOOK_SECRET são obrigatórios para o Mercado Pago',
      });
    }
    const sandbox = env.PAYMENTS_PROVIDER === 'sandbox' || (env.PAYMENTS_PROVIDER === 'auto' && !mpComplete);
    if (env.NODE_ENV === 'production' && sandbox) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message:
          'o ambiente de testes de pagamento não pode rodar em produção: defina MP_ACCESS_TOKEN, MP_PUBLIC_KEY e MP_WEBHOOK_SECRET (ou PAYMENTS_PROVIDER=disabled)',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY vão juntas',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL e ADMIN_PASSWORD vão juntos',
      });
    }
  });

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
export interface GatewayConfig extends Omit<
  GatewayEnv,
  'JWT_SECRET' | 'ALLOWED_ORIGINS' | 'PUBLIC_URL' | 'SANDBOX_WEBHOOK_SECRET'
> {
  JWT_SECRET: string;
  /**
   * Base of every link and callback URL (e-mails, webhooks): PUBLIC_URL, or outside production this
   * gateway's own address once it listens. Never taken from a request header.
   */
  PUBLIC_URL: string | undefined;
  /** SANDBOX_WEBHOOK_SECRET, MP_WEBHOOK_SECRET, or derived from JWT_SECRET: equal on every gateway. */
  SANDBOX_WEBHOOK_SECRET: string;
  /** BUS_SECRET, or the development key outside production (then `usesDevBusSecret`). */
  busSecret: string;
  usesDevBusSecret: boolean;
  /** The payment gateway in use, decided from PAYMENTS_PROVIDER and the Mercado Pago credentials. */
  paymentsMode: 'mercadopago' | 'sandbox' | 'disabled';
  ALLOWED_ORIGINS: string[];
  dataDir: string;
  /** Web Push signing keys; null in production when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set (push off). */
  vapid: VapidKeys | null;
}

/** Embedded mode keeps a generated secret in DATA_DIR so sessions survive restarts. */
function resolveJwtSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The log level, read before the whole config: the logger must exist to report a config that does not parse. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const level = baseEnvShape.LOG_LEVEL.safeParse(env.LOG_LEVEL);
  return level.success ? level.data : 'info';
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = parseEnv(gatewayEnvSchema, env);
  const dataDir = resolve(parsed.DATA_DIR);
  const origins = (parsed.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const o of origins) {
    if (!/^https?:\/\/[^/]+$/.test(o))
      throw new ConfigError(`Configuração inválida:\n  ALLOWED_ORIGINS: origem inválida "${o}"`);
  }
  const mpComplete = Boolean(parsed.MP_ACCESS_TOKEN && parsed.MP_PUBLIC_KEY && parsed.MP_WEBHOOK_SECRET);
  const paymentsMode =
    parsed.PAYMENTS_PROVIDER === 'auto' ? (mpComplete ? 'mercadopago' : 'sandbox') : parsed.PAYMENTS_PROVIDER;
  const jwtSecret = resolveJwtSecret(dataDir, parsed.JWT_SECRET);
  return {
    ...parsed,
    dataDir,
    PUBLIC_URL: parsed.PUBLIC_URL?.replace(/\/+$/, ''),
    JWT_SECRET: jwtSecret,
    SANDBOX_WEBHOOK_SECRET:
      parsed.SANDBOX_WEBHOOK_SECRET ??
      parsed.MP_WEBHOOK_SECRET ??
      createHmac('sha256', jwtSecret).update('sandbox-webhook').digest('base64url'),
    busSecret: parsed.BUS_SECRET ?? DEV_BUS_SECRET,
    usesDevBusSecret: !parsed.BUS_SECRET,
    ALLOWED_ORIGINS: origins,
    paymentsMode,
    MEDIA_DIR: resolve(parsed.MEDIA_DIR),
    vapid: resolveVapidKeys({
      dataDir,
      production: parsed.NODE_ENV === 'production',
      publicKey: parsed.VAPID_PUBLIC_KEY,
      privateKey: parsed.VAPID_PRIVATE_KEY,
      subject: parsed.VAPID_SUBJECT,
    }),
  };
}

import { z } from 'zod';

/** Parses process env with a schema; a bad value stops the process naming the variable. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Variables every process reads. */
export const baseEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'deve começar com redis://')
      .optional(),
  ),
  BUS_CHANNEL: z.string().min(1).default('sinais:events'),
  /** HMAC key of bus messages on Redis, the same in every engine and gateway. */
  BUS_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token of /metrics (gateway and engine); without it, /metrics is closed in production. */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
  ),
};

export { emptyToUndefined };

/** Rules every process applies to the shared variables (add with `.superRefine(baseEnvRules)`). */
export function baseEnvRules(
  env: { NODE_ENV: string; REDIS_URL?: string | undefined; BUS_SECRET?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.NODE_ENV === 'production' && env.REDIS_URL && !env.BUS_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['BUS_SECRET'],
      message: 'obrigatório quando NODE_ENV=production e REDIS_URL está definido',
    });
  }
}

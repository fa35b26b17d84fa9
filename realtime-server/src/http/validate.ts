import '@sinais/shared'; // applies the pt-BR zod messages
import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses input with a schema; the first issue becomes a 400 with its Portuguese message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'Dados inválidos.';
  const field = issue?.path.join('.');
  throw new AppError('validation', message, 400, field ? { field } : undefined);
}

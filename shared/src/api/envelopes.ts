import { z } from 'zod';

export { okData } from '../schemas/common';

/** `{ success: true, message }`: an action's Portuguese confirmation. */
export const okMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/** 204 No Content: the client receives null. */
export const noContentSchema = z.null();

/** A CSV (or other text) download. */
export const textBodySchema = z.string();

/** A `:param` that is any non-empty path segment. */
export const idParam = <K extends string>(key: K) =>
  z.object({ [key]: z.string().min(1) } as { [P in K]: z.ZodString });

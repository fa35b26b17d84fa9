import { z } from 'zod';

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  is_admin: z.boolean(),
  role: z.enum(['admin', 'member']),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

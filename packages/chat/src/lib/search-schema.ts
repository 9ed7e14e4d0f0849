// The URL search of /apps/chat: the contact search and the open chat; junk falls back to none.
import { z } from 'zod';

export const chatSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  chat: z.coerce.number().int().positive().optional().catch(undefined),
});

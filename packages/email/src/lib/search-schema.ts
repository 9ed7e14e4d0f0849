// The URL search of every email route: `q` (sender name or subject) and `id` (the open message).
// Junk values fall back to "none" instead of failing the page.
import { z } from 'zod';

export const emailSearchSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  id: z.coerce.number().int().positive().optional().catch(undefined),
});

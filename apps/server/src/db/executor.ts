// A Drizzle database or a transaction on it: both run the same queries.
import type { Database } from './client';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'with' | '$with'>;

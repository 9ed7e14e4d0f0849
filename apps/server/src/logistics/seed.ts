// An empty database's fleet: the seed's vehicles written into `vehicles` (decision 0025), as
// migrations/*_logistics_from_documents.sql moves an existing database's. Ids are the seed's; the
// identity sequence then continues after the highest.
import { vehicleOf } from '@atrium/domain';
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { vehicles } from '../db/logistics';
import type { Executor } from '../db/executor';

const CHUNK = 500;

/** The seed without what the vehicles table holds (the documents keep an empty list). */
export function withoutLogistics(data: Db): Db {
  return { ...data, vehicles: [] };
}

/** Removes every vehicle (reset to the seed). */
export async function clearLogistics(ex: Executor): Promise<void> {
  await ex.delete(vehicles);
}

/** Writes the seed's vehicles, in their order. */
export async function seedLogistics(ex: Executor, data: Db): Promise<void> {
  // the contract's fields are the table's columns
  const rows = data.vehicles.map(vehicleOf);
  for (let i = 0; i < rows.length; i += CHUNK) await ex.insert(vehicles).values(rows.slice(i, i + CHUNK));
  await ex.execute(sql`select setval(pg_get_serial_sequence('vehicles', 'id'), coalesce((select max(id) from vehicles), 0) + 1, false)`);
}

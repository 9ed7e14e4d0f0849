// What the contract suite talks to: anything that answers a fetch-standard Request, and can go
// back to the seeded data. The mock, the server on PGlite and the server on PostgreSQL all fit.
export interface ContractTarget {
  readonly name: string;
  fetch(request: Request): Promise<Response>;
  /** back to the seed (every backend seeds from @atrium/mock-api's fixtures) */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** How to get a target: made once per run, or a reason it cannot run here. */
export interface TargetSpec {
  readonly name: 'mock' | 'pglite' | 'postgres' | 'postgres-2';
  /** set: the target is skipped (reported as skipped, with the reason in its title) */
  readonly skipReason?: string;
  /** set: the target cannot run and the run must fail (CI without a database) */
  readonly failReason?: string;
  create(): Promise<ContractTarget>;
}

// How many PostgreSQL connections one server process keeps (node-postgres' pool), when
// DB_POOL_SIZE is unset. Decision 0034 measured the choice on the write benchmark.

/** node-postgres' pool size of one server process when DB_POOL_SIZE is unset. */
export const DB_POOL_SIZE_DEFAULT = 10;

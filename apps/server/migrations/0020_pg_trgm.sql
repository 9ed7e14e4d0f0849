-- Custom SQL migration file, put your code below! --
-- pg_trgm: `q` searches (a substring of a name or an email, any case) use trigram GIN indexes.
-- PGlite loads the extension's code from its contrib bundle (src/db/client.ts).
create extension if not exists pg_trgm;

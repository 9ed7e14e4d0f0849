-- The JSON document store goes (decision 0031): every call of the contract is answered from the
-- relational tables, and every collection the documents held has moved into them by the
-- `_from_documents` migrations before this one (the help center last, then documents_json). No
-- server reads `collections`, `documents` or `id_counters` any more.
DROP TABLE "collections" CASCADE;--> statement-breakpoint
DROP TABLE "documents" CASCADE;--> statement-breakpoint
DROP TABLE "id_counters" CASCADE;
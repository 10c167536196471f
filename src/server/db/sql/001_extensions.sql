-- Objects drizzle-kit cannot express. Every statement here is idempotent: the file runs after
-- the migrations on every start (see docs/decisions/002-idempotent-sql.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Trigram indexes serve the lists' ILIKE '%term%' searches on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

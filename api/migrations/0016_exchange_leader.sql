-- Several api processes on one PostgreSQL database: one of them runs the sports world and every
-- market's book (the exchange's only writer), the others forward the exchange's calls to it. The
-- writer holds a PostgreSQL advisory lock on a connection of its own for as long as it lives, and
-- says here where the others reach it; `term` rises with each new writer.
CREATE TABLE exchange_leader (
  id          boolean     PRIMARY KEY DEFAULT true CHECK (id),
  url         text        NOT NULL CHECK (url ~ '^https?://'),
  term        bigint      NOT NULL CHECK (term > 0),
  leading_since timestamptz NOT NULL DEFAULT now()
);

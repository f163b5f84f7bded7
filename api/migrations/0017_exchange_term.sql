-- The exchange's writer's term is its transactions' fence: a new writer raises it first, which waits
-- for the last writer's transactions and refuses the ones it starts later, then resumes the books,
-- and only then writes where the others reach it. Between the two there is no address: calls are
-- refused at once ("the exchange is moving") rather than sent to a writer that has gone.
ALTER TABLE exchange_leader ALTER COLUMN url DROP NOT NULL;

-- Money in and out of the account: UPI payments, manual deposits with a receipt, withdrawals, and
-- the operator's bonuses. Every balance movement they cause is a ledger entry (0005); these tables
-- hold the requests and their state, never a balance.

-- A receipt image a player uploaded, stored as a file under the data folder; the text OCR read off
-- it (and the UTR found in that text) is kept with it once the reader is done.
CREATE TABLE uploads (
  id           uuid        PRIMARY KEY,
  player_id    bigint      NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  content_type text        NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size         integer     NOT NULL CHECK (size > 0),
  sha256       text        NOT NULL,
  file_name    text        NOT NULL,
  text_status  text        NOT NULL DEFAULT 'pending' CHECK (text_status IN ('pending', 'done', 'failed')),
  text         text,
  utr          text        CHECK (utr ~ '^[0-9]{12}$'),
  created_at   timestamptz NOT NULL
);
CREATE INDEX uploads_player_idx ON uploads (player_id, created_at DESC);

-- A deposit or withdrawal. UPI deposits carry the payment reference and an expiry and end paid,
-- failed or expired; manual deposits and withdrawals wait for an operator to approve or reject
-- them. A withdrawal's amount is debited (held) when it is made and credited back on rejection.
-- (player_id, idempotency_key) makes a double submit one request.
CREATE TABLE payment_requests (
  id              bigserial     PRIMARY KEY,
  player_id       bigint        NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  type            text          NOT NULL CHECK (type IN ('deposit', 'withdrawal')),
  method          text          NOT NULL CHECK (method IN ('upi', 'manual', 'bank')),
  amount          numeric(18,2) NOT NULL CHECK (amount > 0),
  status          text          NOT NULL
                  CHECK (status IN ('pending', 'approved', 'rejected', 'paid', 'failed', 'expired')),
  reference       text          CONSTRAINT payment_requests_reference_key UNIQUE,
  utr             text          CHECK (utr ~ '^[0-9]{12}$'),
  receipt_id      uuid          REFERENCES uploads (id),
  destination     jsonb,
  note            text,
  idempotency_key text,
  expires_at      timestamptz,
  created_at      timestamptz   NOT NULL,
  decided_at      timestamptz,
  CONSTRAINT payment_requests_idempotency_key UNIQUE (player_id, idempotency_key),
  -- Deposits come by UPI payment or a manual transfer; withdrawals go to a bank account or a UPI id.
  CHECK ((type = 'deposit' AND method IN ('upi', 'manual')) OR (type = 'withdrawal' AND method IN ('bank', 'upi'))),
  -- Only a UPI deposit is a generated payment, with a reference and an expiry.
  CHECK ((type = 'deposit' AND method = 'upi') = (reference IS NOT NULL AND expires_at IS NOT NULL))
);
CREATE INDEX payment_requests_player_idx ON payment_requests (player_id, created_at DESC, id DESC);
CREATE INDEX payment_requests_pending_idx ON payment_requests (created_at) WHERE status = 'pending';

-- What the operator offers. A claim credits `amount` once per player; wagering_multiplier × amount
-- of settled stakes must follow before the bonus counts as completed.
CREATE TABLE bonuses (
  id                  bigserial     PRIMARY KEY,
  code                text          NOT NULL CONSTRAINT bonuses_code_key UNIQUE CHECK (code ~ '^[A-Z0-9_]+$'),
  title               text          NOT NULL,
  description         text          NOT NULL,
  terms               text          NOT NULL,
  amount              numeric(18,2) NOT NULL CHECK (amount > 0),
  wagering_multiplier integer       NOT NULL CHECK (wagering_multiplier >= 0),
  expires_at          timestamptz   NOT NULL,
  active              boolean       NOT NULL DEFAULT true
);

CREATE TABLE bonus_claims (
  bonus_id          bigint        NOT NULL REFERENCES bonuses (id) ON DELETE CASCADE,
  player_id         bigint        NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  claimed_at        timestamptz   NOT NULL,
  wagering_required numeric(18,2) NOT NULL CHECK (wagering_required >= 0),
  PRIMARY KEY (bonus_id, player_id)
);
CREATE INDEX bonus_claims_player_idx ON bonus_claims (player_id);

-- A storefront session remembers the identity session it was opened with, so that logging out
-- ends both; and code requests and wrong guesses are counted per phone and day.

ALTER TABLE user_sessions ADD COLUMN identity_session_id text;

CREATE TABLE identity_failed_guesses (
  seq bigserial PRIMARY KEY,
  phone text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX identity_failed_guesses_phone ON identity_failed_guesses (phone, created_at);

-- Profiles, devices and favourites.

-- The device a session was opened on (its User-Agent), shown in the list of devices signed in.
ALTER TABLE identity_sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';

-- Preferences of an identity account (Appwrite's `prefs`, a JSON object).
ALTER TABLE identity_users ADD COLUMN prefs jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Two accounts cannot share an email address (an account without one has '').
CREATE UNIQUE INDEX identity_users_email ON identity_users (lower(email)) WHERE email <> '';

-- Ending an identity session ends the storefront sessions opened with it, whichever process
-- ends it: the session table decides, in the same statement. Only the embedded identity
-- service's session ids are stored here (a real Appwrite's are not), so the reference holds.
-- Storefront sessions whose identity session has already ended are ended first.
DELETE FROM user_sessions s WHERE s.identity_session_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM identity_sessions i WHERE i.id = s.identity_session_id);
ALTER TABLE user_sessions ADD CONSTRAINT user_sessions_identity_session FOREIGN KEY (identity_session_id) REFERENCES identity_sessions (id) ON DELETE CASCADE;
CREATE INDEX user_sessions_identity_session ON user_sessions (identity_session_id);

-- Restaurants a diner has saved (the heart), newest first.
CREATE TABLE favourites (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  restaurant_id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, restaurant_id)
);
CREATE INDEX favourites_user_seq ON favourites (user_id, seq DESC);

-- The account's security log (Appwrite's GET /account/logs): sign-ins, sign-outs, profile changes.
CREATE TABLE identity_logs (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  event text NOT NULL,
  ip text NOT NULL,
  user_agent text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX identity_logs_user ON identity_logs (user_id, seq DESC);

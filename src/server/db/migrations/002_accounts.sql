-- Storefront accounts and their sessions (the thalify_session cookie).

CREATE TABLE users (
  id text PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  database text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- Keyed by the SHA-256 of the cookie's random token: a leaked table opens no session.
CREATE TABLE user_sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX user_sessions_user ON user_sessions (user_id);
CREATE INDEX user_sessions_expires ON user_sessions (expires_at);

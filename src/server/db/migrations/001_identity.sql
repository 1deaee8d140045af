-- Embedded identity service (the Appwrite account API subset under /v1).

-- Random secrets generated on first start when SESSION_SECRET is not set, shared by every
-- process on this database so that codes and JWTs check out whichever process serves them.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identity_users (
  id text PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  accessed_at timestamptz
);

-- One row per code sent: the code itself is never stored, only its HMAC. The rows also count
-- the requests per phone and per IP for the hourly limits, so they are kept for a day.
CREATE TABLE identity_tokens (
  id text PRIMARY KEY,
  -- Insertion order: tokens issued within one clock tick still have a latest.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id text NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  phone text NOT NULL,
  ip text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX identity_tokens_user ON identity_tokens (user_id, seq DESC);
CREATE INDEX identity_tokens_phone ON identity_tokens (phone, created_at);
CREATE INDEX identity_tokens_ip ON identity_tokens (ip, created_at);
CREATE INDEX identity_tokens_created ON identity_tokens (created_at);

-- Sessions of the identity service (the a_session_<project> cookie); the secret is hashed.
CREATE TABLE identity_sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  secret_hash text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX identity_sessions_user ON identity_sessions (user_id);
CREATE INDEX identity_sessions_expires ON identity_sessions (expires_at);

-- The session of a real Appwrite (APPWRITE_ENDPOINT) a storefront session was opened with. It
-- cannot reference identity_sessions (that table holds only the embedded service's sessions):
-- when the diner logs a device out, the storefront ends the sessions whose Appwrite session
-- is no longer among the account's live ones.
ALTER TABLE user_sessions ADD COLUMN remote_session_id text;
CREATE INDEX user_sessions_remote_session ON user_sessions (user_id, remote_session_id) WHERE remote_session_id IS NOT NULL;

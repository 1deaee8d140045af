-- Announcements that keep every server process's session and cart caches true: each change of a
-- storefront session, an account or a cart is sent when its transaction commits (with LISTEN on
-- PostgreSQL every process hears it; PGlite hears its own), whatever statement made it, cascades
-- included. A process evicts what it hears; a payload names what changed, `*` means everything.

-- session_changes: `token:<hash>` for a session ended or changed, `user:<id>` for an account.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_changes', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', 'user:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', 'token:' || OLD.token_hash);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_sessions_announce AFTER UPDATE OR DELETE ON user_sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER user_sessions_announce_truncate AFTER TRUNCATE ON user_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();

-- cart_changes: the user id of a cart any line of which was added, changed or removed.
CREATE FUNCTION announce_cart_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('cart_changes', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cart_changes', OLD.user_id);
  ELSE
    PERFORM pg_notify('cart_changes', NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('cart_changes', OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER cart_items_announce AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION announce_cart_change();
CREATE TRIGGER cart_items_announce_truncate AFTER TRUNCATE ON cart_items
  FOR EACH STATEMENT EXECUTE FUNCTION announce_cart_change();

-- favourite_changes: the user id of a diner any of whose saved restaurants was added or removed,
-- sent when the transaction commits, whatever statement made it (an account deleted cascades
-- here too); `*` means everything. Every process evicts what it hears from its held favourites
-- (src/server/favourites/favouritesCache.ts), as with session_changes and cart_changes (009).
-- The function takes its channel as the trigger's argument, for the next table keyed by user.
CREATE FUNCTION announce_user_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(TG_ARGV[0], '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify(TG_ARGV[0], OLD.user_id);
  ELSE
    PERFORM pg_notify(TG_ARGV[0], NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify(TG_ARGV[0], OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER favourites_announce AFTER INSERT OR UPDATE OR DELETE ON favourites
  FOR EACH ROW EXECUTE FUNCTION announce_user_row_change('favourite_changes');
CREATE TRIGGER favourites_announce_truncate AFTER TRUNCATE ON favourites
  FOR EACH STATEMENT EXECUTE FUNCTION announce_user_row_change('favourite_changes');

-- Stock changes: a restaurant marking a dish or a choice out of (or back in) stock. Every change
-- is kept, with when and by whom; the latest row of a restaurant's item is in force. Each new
-- row is announced on stock_changes as `<restaurant id>/<item id>` when its transaction commits,
-- so every server process reloads that item (a process whose LISTEN was down reloads them all).

CREATE TABLE stock_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  restaurant_id text NOT NULL CHECK (length(restaurant_id) BETWEEN 1 AND 64),
  -- A dish id, or a choice id (a variation's or an add-on's).
  item_id text NOT NULL CHECK (length(item_id) BETWEEN 1 AND 64),
  in_stock boolean NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  -- Who reported it (the restaurant's system, an operator), as they named themselves.
  changed_by text NOT NULL DEFAULT ''
);
CREATE INDEX stock_changes_latest ON stock_changes (restaurant_id, item_id, id DESC);

CREATE FUNCTION announce_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stock_changes', NEW.restaurant_id || '/' || NEW.item_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER stock_changes_announce AFTER INSERT ON stock_changes
  FOR EACH ROW EXECUTE FUNCTION announce_stock_change();

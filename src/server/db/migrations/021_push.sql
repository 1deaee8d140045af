-- Web Push: a diner's device subscribed to news of their orders, and the outbox of pushes still
-- to send. A subscription belongs to the diner and to the session that made it, so it ends with
-- that session (logout, expiry, a device signed out). One row per push endpoint.

CREATE TABLE push_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) <= 1000),
  -- The browser's public key (P-256, base64url) and auth secret that encrypt each payload.
  p256dh text NOT NULL CHECK (length(p256dh) <= 200),
  auth text NOT NULL CHECK (length(auth) <= 100),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_hash text NOT NULL REFERENCES user_sessions (token_hash) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_hash);

-- The orders a subscription follows ("Notify me about this order").
CREATE TABLE push_followed_orders (
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, order_id)
);
CREATE INDEX push_followed_orders_order ON push_followed_orders (order_id);

-- One push to one subscription, written in the transaction of the change it tells of. The
-- sender (src/server/push/sender.ts) claims rows with FOR UPDATE SKIP LOCKED, sends, and deletes
-- them; a failure it may retry waits until next_at.
CREATE TABLE push_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('status', 'arriving', 'notice')),
  -- The status moved to (kind status), or the words of a notice (kind notice).
  status text,
  notice text CHECK (length(notice) <= 500),
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL DEFAULT now(),
  -- Taken by a sender until then; a sender that died leaves the row to be taken again.
  claimed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_outbox_due ON push_outbox (next_at, id);
CREATE INDEX push_outbox_subscription ON push_outbox (subscription_id);

-- Every status change of an order is queued for the devices following it, in the same transaction.
CREATE FUNCTION queue_status_push() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO push_outbox (subscription_id, order_id, kind, status)
    SELECT f.subscription_id, NEW.order_id, 'status', NEW.status FROM push_followed_orders f WHERE f.order_id = NEW.order_id;
  IF FOUND THEN
    PERFORM pg_notify('push_outbox', '');
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER order_status_history_push AFTER INSERT ON order_status_history
  FOR EACH ROW EXECUTE FUNCTION queue_status_push();

-- "Arriving": the simulated rider reaching the last point of the route before the door (a
-- delivery the simulation moves, due_at set; the fleet's positions have no known last point).
CREATE FUNCTION queue_arriving_push() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.due_at IS NOT NULL AND NEW.route_step <> OLD.route_step
     AND NEW.route_step = jsonb_array_length(NEW.route) - 2 AND NEW.route_step > 0 THEN
    INSERT INTO push_outbox (subscription_id, order_id, kind)
      SELECT f.subscription_id, NEW.order_id, 'arriving' FROM push_followed_orders f WHERE f.order_id = NEW.order_id;
    IF FOUND THEN
      PERFORM pg_notify('push_outbox', '');
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER order_deliveries_push AFTER UPDATE OF route_step ON order_deliveries
  FOR EACH ROW EXECUTE FUNCTION queue_arriving_push();

-- Live order tracking: each order's delivery (its rider, route and the simulation's next step),
-- and an announcement of every change of an order's status or its rider's position.

CREATE TABLE order_deliveries (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  rider_name text NOT NULL,
  rider_phone text NOT NULL,
  -- Points from the restaurant to the address, [[lat, lng], ...]; the rider is at route[route_step].
  route jsonb NOT NULL,
  route_step integer NOT NULL DEFAULT 0 CHECK (route_step >= 0),
  -- Minutes the kitchen and the ride take, unscaled (the simulation's plan); null when the
  -- restaurant's and the rider's systems report the delivery through the webhook.
  prep_minutes integer CHECK (prep_minutes > 0),
  ride_minutes integer CHECK (ride_minutes > 0),
  -- When the simulation moves this order next; null when nothing is left for it to do.
  due_at timestamptz,
  -- When the food should arrive, as last estimated.
  eta_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_deliveries_due ON order_deliveries (due_at) WHERE due_at IS NOT NULL;
-- Orders the simulation has yet to hand to a kitchen.
CREATE INDEX orders_awaiting_kitchen ON orders (created_at) WHERE status IN ('placed', 'paid');

-- The order's id on channel order_changes, sent when the transaction commits (with LISTEN on
-- PostgreSQL every server process hears it; PGlite hears its own).
CREATE FUNCTION announce_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    PERFORM pg_notify('order_changes', NEW.id);
  ELSE
    PERFORM pg_notify('order_changes', NEW.order_id);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER orders_announce AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION announce_order_change();
CREATE TRIGGER order_deliveries_announce AFTER INSERT OR UPDATE ON order_deliveries
  FOR EACH ROW EXECUTE FUNCTION announce_order_change();

-- An order's surge fee (its amount and reason, as the bill charged it), and ordering ahead: the
-- delivery slot chosen and when the kitchen starts it (the simulation and the fleet webhook wait
-- for it; cancelling before it is free). All NULL for an order delivered now.

ALTER TABLE orders
  ADD COLUMN surge_fee integer NOT NULL DEFAULT 0 CHECK (surge_fee >= 0),
  ADD COLUMN surge_reason text CHECK (surge_reason IN ('rain', 'late-night', 'high-demand')),
  ADD COLUMN surge_rule text,
  ADD COLUMN slot_start timestamptz,
  ADD COLUMN slot_end timestamptz,
  ADD COLUMN kitchen_starts_at timestamptz,
  ADD CONSTRAINT orders_slot_whole CHECK ((slot_start IS NULL) = (slot_end IS NULL) AND (slot_start IS NULL) = (kitchen_starts_at IS NULL));

-- The kitchen load: orders in progress per restaurant, counted every few seconds.
CREATE INDEX orders_in_kitchen ON orders (restaurant_id) WHERE status IN ('placed', 'paid', 'accepted', 'preparing');

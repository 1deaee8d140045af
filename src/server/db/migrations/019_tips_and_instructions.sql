-- Tips for the rider and what the rider must know at the door.
--
-- orders.tip: the tip given at checkout, in paise, inside the order's total (paid with the order
-- online, or collected in cash with it); a rider's tip is at most ₹500.
-- orders.no_contact: the diner asked for the food to be left at the door.
-- orders.door_photo_url: the rider's photo at the door, as the fleet reported it (https only).
-- payments.purpose: 'order' for the order's own attempts, 'tip' for a tip given after delivery,
-- which is paid on its own through the same provider and never moves the order's status.

ALTER TABLE orders
  ADD COLUMN tip integer NOT NULL DEFAULT 0 CHECK (tip >= 0 AND tip <= 50000),
  ADD COLUMN no_contact boolean NOT NULL DEFAULT false,
  ADD COLUMN door_photo_url text CHECK (door_photo_url IS NULL OR door_photo_url LIKE 'https://%');

ALTER TABLE payments
  ADD COLUMN purpose text NOT NULL DEFAULT 'order' CHECK (purpose IN ('order', 'tip'));

CREATE INDEX payments_tips ON payments (order_id) WHERE purpose = 'tip';

-- The door photo reaches a diner's open order page as a status change does.
CREATE TRIGGER orders_door_photo_announce AFTER UPDATE OF door_photo_url ON orders
  FOR EACH ROW WHEN (OLD.door_photo_url IS DISTINCT FROM NEW.door_photo_url) EXECUTE FUNCTION announce_order_change();

-- Delivery addresses, orders, their lines, their status history and payment attempts.
-- Every amount of money is an integer number of paise.

CREATE TABLE addresses (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (label IN ('Home', 'Work', 'Other')),
  flat text NOT NULL,
  floor text NOT NULL DEFAULT '',
  -- The area as the places service named it, and its point.
  area text NOT NULL,
  place_id text,
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  landmark text NOT NULL DEFAULT '',
  instructions text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user ON addresses (user_id, created_at);
-- At most one default address per diner.
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;

CREATE TABLE orders (
  id text PRIMARY KEY,
  -- What the diner reads ("Order #1000042"); counts up across the shop.
  number bigint GENERATED ALWAYS AS IDENTITY (START WITH 1000001) UNIQUE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- One order per diner and key: a repeated submit finds the order the first one made.
  idempotency_key text NOT NULL,
  -- What the first submit asked for, so a key reused for a different order is refused.
  request_fingerprint text NOT NULL,
  restaurant_id text NOT NULL,
  restaurant_name text NOT NULL,
  restaurant_area text NOT NULL,
  restaurant_image text NOT NULL,
  restaurant_href text NOT NULL,
  -- The address as it was when the order was placed (a later edit does not move a past order).
  address jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('placed', 'payment_pending', 'paid', 'payment_failed', 'accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered', 'cancelled')),
  payment_method text NOT NULL CHECK (payment_method IN ('upi_collect', 'upi_intent', 'card', 'netbanking', 'cod')),
  coupon_code text,
  item_total integer NOT NULL CHECK (item_total >= 0),
  packaging integer NOT NULL CHECK (packaging >= 0),
  delivery_fee integer NOT NULL CHECK (delivery_fee >= 0),
  platform_fee integer NOT NULL CHECK (platform_fee >= 0),
  gst integer NOT NULL CHECK (gst >= 0),
  discount integer NOT NULL CHECK (discount >= 0),
  total integer NOT NULL CHECK (total >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user_created ON orders (user_id, created_at DESC);

CREATE TABLE order_items (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  dish_id text NOT NULL,
  name text NOT NULL,
  is_veg boolean NOT NULL,
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 11),
  seq integer NOT NULL,
  PRIMARY KEY (order_id, dish_id)
);

CREATE TABLE order_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  note text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order ON order_status_history (order_id, id);

-- One row per payment attempt (a declined card and its retry are two rows).
CREATE TABLE payments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL,
  method text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  -- The provider's id for this attempt (the simulated gateway's, or Razorpay's order id).
  provider_ref text,
  -- The provider's payment id once the diner paid (Razorpay's pay_...).
  provider_payment_id text,
  status text NOT NULL CHECK (status IN ('created', 'authorised', 'captured', 'failed', 'refunded')),
  refund_ref text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order ON payments (order_id, created_at);
CREATE INDEX payments_status ON payments (status) WHERE status IN ('created', 'authorised');
CREATE UNIQUE INDEX payments_provider_ref ON payments (provider, provider_ref) WHERE provider_ref IS NOT NULL;

-- The simulated gateway's own records: what a real provider would keep on its side, so the
-- storefront can reconcile with "the provider's record" without anything outside the machine.
CREATE TABLE simulated_gateway_payments (
  ref text PRIMARY KEY,
  amount integer NOT NULL,
  method text NOT NULL,
  status text NOT NULL CHECK (status IN ('created', 'authorised', 'captured', 'failed', 'refunded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

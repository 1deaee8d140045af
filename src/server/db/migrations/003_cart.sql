-- Carts: one line per dish a storefront user has added. Prices, names and veg flags are not
-- stored: they are read from the catalog whenever the cart is shown, so a diner always sees
-- (and a bill always uses) the catalog's current price, never one a client sent.

CREATE TABLE cart_items (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  dish_id text NOT NULL,
  restaurant_id text NOT NULL,
  -- The spec's dish quantity cap: the add control reaches 11 and no further.
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 11),
  -- Insertion order: the cart lists dishes in the order added, even within one clock tick.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, dish_id)
);
CREATE INDEX cart_items_user_seq ON cart_items (user_id, seq);

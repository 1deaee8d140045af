-- Cart lines with choices: a line is a dish and the choices made for it (half or full, add-ons),
-- so two customisations of one dish are two lines and the same choices again add to one line.
-- `choice_key` holds the chosen option ids in the dish's group order joined by '.' ('' for a dish
-- without choices). Choice prices, names and classes are not stored: they are read from the
-- catalog whenever the cart is shown, like the dish's. Migration 009's triggers are row triggers
-- of the table and keep announcing every change.

ALTER TABLE cart_items ADD COLUMN choice_key text NOT NULL DEFAULT '';
-- The endpoint takes at most 30 ids of at most 64 characters; the bound keeps the key's index
-- entry far under PostgreSQL's limit whatever writes the row.
ALTER TABLE cart_items ADD CONSTRAINT cart_items_choice_key_length CHECK (length(choice_key) <= 2000);
ALTER TABLE cart_items DROP CONSTRAINT cart_items_pkey;
ALTER TABLE cart_items ADD PRIMARY KEY (user_id, dish_id, choice_key);

-- Order lines with choices: each line keeps what was ordered as it was then, the choices with
-- their names and the prices they were ordered at (a JSON array of PickedChoice,
-- src/lib/dishChoices.ts; NULL for a line without choices), the line's diet class, and the key of
-- its choices as the cart kept it (cart_items.choice_key), so two customisations of one dish are
-- two lines of one order and an order's dishes can go back to the cart as they were.

ALTER TABLE order_items ADD COLUMN choice_key text NOT NULL DEFAULT '';
ALTER TABLE order_items ADD COLUMN choices jsonb;
ALTER TABLE order_items ADD COLUMN veg_class text;
UPDATE order_items SET veg_class = CASE WHEN is_veg THEN 'VEG' ELSE 'NONVEG' END;
ALTER TABLE order_items ALTER COLUMN veg_class SET NOT NULL;
ALTER TABLE order_items ADD CONSTRAINT order_items_veg_class CHECK (veg_class IN ('VEG', 'EGG', 'NONVEG'));
ALTER TABLE order_items ADD CONSTRAINT order_items_choices_list CHECK (choices IS NULL OR jsonb_typeof(choices) = 'array');
ALTER TABLE order_items DROP CONSTRAINT order_items_pkey;
ALTER TABLE order_items ADD PRIMARY KEY (order_id, dish_id, choice_key);

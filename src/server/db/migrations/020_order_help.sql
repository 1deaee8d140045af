-- Help with an order: a diner's request about one of their orders (a missing, wrong, spilled or
-- late delivery, or a payment taken twice), the dishes it concerns, a few words and up to two
-- photos. The rules decide some requests at once; the others wait for an operator. Every
-- decision, whoever made it, is a row of help_decisions with who and why. A refund of a request
-- is part of the order's captured payment, refunded through the payment provider.

CREATE TABLE help_requests (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('missing_item', 'wrong_item', 'damaged', 'late', 'charged_twice')),
  -- The dishes it concerns as ordered: [{ dishId, name, quantity, value }], value in paise.
  dishes jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(dishes) = 'array'),
  -- What those dishes cost as ordered (0 when none were named).
  claimed integer NOT NULL DEFAULT 0 CHECK (claimed >= 0),
  words text NOT NULL DEFAULT '' CHECK (length(words) <= 300),
  status text NOT NULL CHECK (status IN ('open', 'refunded', 'declined')),
  refund_amount integer NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
  refund_ref text,
  -- The answer the diner reads, once decided.
  answer text NOT NULL DEFAULT '',
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_requests_order ON help_requests (order_id, created_at);
CREATE INDEX help_requests_user ON help_requests (user_id, created_at);
CREATE INDEX help_requests_waiting ON help_requests (created_at) WHERE status = 'open';
-- One open request per reason per order: a second submit of the same reason finds the first.
CREATE UNIQUE INDEX help_requests_one_open ON help_requests (order_id, reason) WHERE status = 'open';

-- A request's change is an order change: a page following the order live shows the answer.
CREATE TRIGGER help_requests_announce AFTER INSERT OR UPDATE ON help_requests
  FOR EACH ROW EXECUTE FUNCTION announce_order_change();

CREATE TABLE help_decisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id text NOT NULL REFERENCES help_requests (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('queue', 'refund', 'decline')),
  amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- 'rules' for the automatic rules, else the operator as their signed call named them.
  decided_by text NOT NULL,
  why text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_decisions_request ON help_decisions (request_id, id);

-- What the diner was told about an order outside the page (kept here until notices are pushed).
CREATE TABLE order_notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_notices_user ON order_notices (user_id, created_at);

-- A help request's photos go through the review photos' upload and checks; attached here instead.
ALTER TABLE review_photos ADD COLUMN help_request_id text REFERENCES help_requests (id) ON DELETE SET NULL;
CREATE INDEX review_photos_help ON review_photos (help_request_id) WHERE help_request_id IS NOT NULL;

-- Part refunds at the simulated gateway (a real provider keeps these on its side).
CREATE TABLE simulated_gateway_refunds (
  id text PRIMARY KEY,
  ref text NOT NULL REFERENCES simulated_gateway_payments (ref) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

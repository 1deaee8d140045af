-- Orders still waiting for their online payment: the payment expiry sweep
-- (src/server/orders/expiry.ts) looks for the overdue ones every minute, so it reads only these.
CREATE INDEX orders_awaiting_payment ON orders (created_at) WHERE status IN ('payment_pending', 'payment_failed');

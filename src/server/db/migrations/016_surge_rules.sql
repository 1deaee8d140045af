-- Surge fees operators add and end at runtime (beside data/surge-fees.json). A rule recurs every
-- day between two minutes of the day (IST), or applies between two moments, or both; `cities` is
-- a list of city slugs, or NULL for every city. Ending a rule sets ended_at; rows are never
-- deleted, so a bill's fee can be traced to its rule. Every change is announced on surge_changes
-- and every server process reloads the rules in force.

CREATE TABLE surge_rules (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
  reason text NOT NULL CHECK (reason IN ('rain', 'late-night', 'high-demand')),
  amount integer NOT NULL CHECK (amount > 0 AND amount <= 50000),
  cities text[],
  from_minute integer CHECK (from_minute BETWEEN 0 AND 1439),
  to_minute integer CHECK (to_minute BETWEEN 0 AND 1439),
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL DEFAULT '',
  ended_at timestamptz,
  CHECK ((from_minute IS NULL) = (to_minute IS NULL)),
  CHECK (from_minute IS NOT NULL OR starts_at IS NOT NULL OR ends_at IS NOT NULL),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);

CREATE FUNCTION announce_surge_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('surge_changes', COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END
$$;

CREATE TRIGGER surge_rules_announce AFTER INSERT OR UPDATE OR DELETE ON surge_rules
  FOR EACH ROW EXECUTE FUNCTION announce_surge_change();

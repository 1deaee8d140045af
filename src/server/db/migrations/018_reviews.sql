-- Ratings and reviews of delivered orders. One review per order (the unique order_id), written by
-- the diner who placed it; food and delivery are rated apart. A review may like or dislike each
-- dish of its order, and show up to three photos the diner uploaded (review_photos: uploaded
-- first, attached when the review is saved; a photo never attached is swept after a day).
-- Reports by other diners are counted; enough of them hide the review until an operator looks.
-- Every change of a restaurant's reviews is announced on review_changes with the restaurant's id
-- when its transaction commits, so each server process reloads that restaurant's ratings.

CREATE TABLE reviews (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  restaurant_id text NOT NULL,
  -- How the author is shown ("Asha R."), fixed when written.
  author text NOT NULL CHECK (length(author) BETWEEN 1 AND 80),
  food smallint NOT NULL CHECK (food BETWEEN 1 AND 5),
  delivery smallint NOT NULL CHECK (delivery BETWEEN 1 AND 5),
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 500),
  report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_restaurant ON reviews (restaurant_id, created_at DESC, id DESC) WHERE NOT hidden;
CREATE INDEX reviews_user ON reviews (user_id, created_at);

CREATE TABLE review_dishes (
  review_id text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  dish_id text NOT NULL,
  liked boolean NOT NULL,
  PRIMARY KEY (review_id, dish_id)
);
CREATE INDEX review_dishes_dish ON review_dishes (dish_id);

CREATE TABLE review_photos (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  review_id text REFERENCES reviews (id) ON DELETE SET NULL,
  seq smallint NOT NULL DEFAULT 0,
  -- Where the stored WebP is (a path under the photo store).
  storage_key text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_photos_review ON review_photos (review_id, seq) WHERE review_id IS NOT NULL;
CREATE INDEX review_photos_user ON review_photos (user_id, created_at);

CREATE TABLE review_reports (
  review_id text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('spam', 'offensive', 'not_about_order', 'personal_info', 'fake')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX review_reports_user ON review_reports (user_id, created_at);

CREATE FUNCTION announce_review_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'reviews' THEN
    PERFORM pg_notify('review_changes', COALESCE(NEW.restaurant_id, OLD.restaurant_id));
  ELSE
    PERFORM pg_notify('review_changes', r.restaurant_id) FROM reviews r WHERE r.id = COALESCE(NEW.review_id, OLD.review_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER reviews_announce AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION announce_review_change();
CREATE TRIGGER review_dishes_announce AFTER INSERT OR UPDATE OR DELETE ON review_dishes
  FOR EACH ROW EXECUTE FUNCTION announce_review_change();

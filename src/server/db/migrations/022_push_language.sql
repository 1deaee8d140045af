-- The language a device subscribed in (the x-language of its subscribe call): its pushes are
-- worded in it. Devices that subscribed before hear English, as they did.
ALTER TABLE push_subscriptions
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'ta', 'te', 'kn', 'bn', 'mr'));

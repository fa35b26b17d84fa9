-- A trailing stop (issue 27 item 4): the distance it keeps from the best price since entry, in price units.
-- NULL: the stop stays where it was set. With it, signals.stop_loss is the stop now; each move appends a
-- 'stop-moved' row to signal_events.
ALTER TABLE signals ADD COLUMN trail_distance double precision;

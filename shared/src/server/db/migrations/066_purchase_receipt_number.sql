-- Receipt numbers people can read aloud (issue 30): "RC-4821-7730" instead of the purchase's UUID. Drawn once per
-- purchase when it is opened (the column's default) and never changed. "RC" (recibo): certificate codes are
-- "SC-XXXX-XXXX", so a receipt number is never taken for one. Eight digits; a number already used is drawn again,
-- and the unique constraint is the last word.
CREATE FUNCTION new_receipt_number() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  candidate text;
BEGIN
  LOOP
    candidate := 'RC-' || lpad(floor(random() * 10000)::int::text, 4, '0') || '-'
      || lpad(floor(random() * 10000)::int::text, 4, '0');
    EXIT WHEN NOT EXISTS (SELECT 1 FROM purchases WHERE receipt_number = candidate);
  END LOOP;
  RETURN candidate;
END
$$;

ALTER TABLE purchases ADD COLUMN receipt_number text;

-- One statement per row, so each draw sees the numbers given before it.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM purchases WHERE receipt_number IS NULL ORDER BY created_at, id LOOP
    UPDATE purchases SET receipt_number = new_receipt_number() WHERE id = r.id;
  END LOOP;
END
$$;

ALTER TABLE purchases ALTER COLUMN receipt_number SET DEFAULT new_receipt_number();
ALTER TABLE purchases ALTER COLUMN receipt_number SET NOT NULL;
ALTER TABLE purchases ADD CONSTRAINT purchases_receipt_number_key UNIQUE (receipt_number);

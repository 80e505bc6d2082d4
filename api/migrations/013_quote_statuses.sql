-- A quote option can now be selected for checkout and issued (issue 12; the table is
-- shared/domain/src/pricing/quote-status-machine.ts).
ALTER TABLE quotes DROP CONSTRAINT IF EXISTS quotes_status_check;
ALTER TABLE quotes ADD CONSTRAINT quotes_status_check
  CHECK (status IN ('SEARCHING', 'AVAILABLE', 'SELECTED', 'BEING_ISSUED', 'ISSUED', 'EXPIRED'));

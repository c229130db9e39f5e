-- SMS codes for the pay-password screen (spec 03 section 4: "optionally requires an SMS code
-- first"): a logged-in member proves who they are with a code sent to their own mobile, kept under
-- its own purpose so that a recovery or sign-up code never passes for it. Must run on PostgreSQL 15
-- as well as PGlite: a CHECK cannot be altered in place, so it is dropped and added again with the
-- purposes of 005 plus PAY_PASSWORD. A later migration that widens the list again must keep them all.

ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
ALTER TABLE sms_codes
  ADD CONSTRAINT sms_codes_purpose_check
  CHECK (purpose IN ('FORGET_PASSWORD', 'REGISTER', 'YCXK_LOGIN', 'PAY_PASSWORD'));

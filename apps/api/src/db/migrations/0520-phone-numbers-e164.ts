import type { Migration } from './migration';

export const phoneNumbersE164: Migration = {
  version: 520,
  name: 'phone_numbers_e164',
  // Phones are now stored in E.164 (libs/contracts rules/phone.ts), so `0912345678` and `+84912345678`
  // are one number. Stored numbers are rewritten in plain SQL (portable between PGlite and PostgreSQL)
  // for the usual forms: separators dropped, `00…` read as `+…`, a national `0…` read in VN, the product's
  // home market and the default region. Anything that does not then look like E.164 is left as it was.
  // Two accounts may turn out to hold the same number: both rows are kept (no data is lost). The row
  // already in E.164, else the earliest account, gets the number; the others stay un-normalised (signing
  // in by that phone finds the account holding the E.164 form; support merges or relabels the rest by hand).
  sql: `
UPDATE accounts AS a SET phone_number = n.normalised, updated_at = now()
FROM (
  SELECT id, normalised, row_number() OVER (PARTITION BY normalised ORDER BY created_at, id) AS arrival
  FROM (
    SELECT id, created_at, CASE
      WHEN stripped LIKE '+%' THEN stripped
      WHEN stripped LIKE '00%' THEN '+' || substr(stripped, 3)
      WHEN stripped LIKE '0%' THEN '+84' || substr(stripped, 2)
      ELSE stripped
    END AS normalised
    FROM (
      SELECT id, created_at, regexp_replace(phone_number, '[[:space:]().-]', '', 'g') AS stripped
      FROM accounts WHERE phone_number IS NOT NULL
    ) AS s
  ) AS c
  WHERE normalised ~ '^[+][1-9][0-9]{7,14}$'
) AS n
WHERE a.id = n.id AND a.phone_number <> n.normalised AND n.arrival = 1
  AND NOT EXISTS (SELECT 1 FROM accounts AS o WHERE o.phone_number = n.normalised);
`,
};

import type { Migration } from './migration';

export const gifts: Migration = {
  version: 200,
  name: 'gifts: catalogue and sent gifts',
  sql: `
-- The gift catalogue: names in both languages, price in wallet units, picture drawn by catalogue-art.ts.
CREATE TABLE gift_catalogue (
  id text PRIMARY KEY,
  name_en text NOT NULL,
  name_vi text NOT NULL,
  art text NOT NULL,
  price bigint NOT NULL CHECK (price > 0),
  sort_order int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
INSERT INTO gift_catalogue (id, name_en, name_vi, art, price, sort_order) VALUES
  ('heart', 'Heart', 'Trái tim', 'heart', 10, 1),
  ('rose', 'Rose', 'Hoa hồng', 'rose', 20, 2),
  ('coffee', 'Coffee', 'Cà phê', 'coffee', 30, 3),
  ('star', 'Star', 'Ngôi sao', 'star', 50, 4),
  ('cake', 'Cake', 'Bánh kem', 'cake', 100, 5),
  ('trophy', 'Trophy', 'Cúp vàng', 'trophy', 200, 6),
  ('diamond', 'Diamond', 'Kim cương', 'diamond', 500, 7),
  ('rocket', 'Rocket', 'Tên lửa', 'rocket', 1000, 8)
ON CONFLICT (id) DO NOTHING;

-- One row per gift or donation: who, to whom, what, and the ledger transfer that paid for it (audit trail).
CREATE TABLE gifts (
  id bigserial PRIMARY KEY,
  sender_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  receiver_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  gift_id text REFERENCES gift_catalogue(id),
  amount bigint NOT NULL CHECK (amount > 0),
  message text,
  kind text NOT NULL,
  room_alias text,
  transfer_id text NOT NULL UNIQUE,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sender_id, idempotency_key),
  CHECK (sender_id <> receiver_id)
);
CREATE INDEX gifts_receiver_idx ON gifts (receiver_id, id DESC);
CREATE INDEX gifts_sender_idx ON gifts (sender_id, id DESC);
`,
};

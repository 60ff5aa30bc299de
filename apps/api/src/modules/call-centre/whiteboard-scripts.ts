import type { Redis } from 'ioredis';

/**
 * The shared boards' Lua scripts (`whiteboard-cluster.ts`). Each runs atomically in Redis, so two instances
 * never both take a board's last stroke, an address's last socket or the cluster's last board, and every
 * instance hears a board's operations in the one order Redis ran them.
 *
 * A board `<b>` = `platform:board:<room>`: `<b>:strokes` (hash id -> stroke JSON as the instance wrote it),
 * `<b>:order` (sorted set id -> place: a replaced stroke keeps its place), `<b>:meta` (seq, bytes, place, the
 * address that opened it), `<b>:peers` (hash instance -> "sockets:expires"), and the channel `<b>`. Per address:
 * `platform:board-ip:<ip>` (instance -> "sockets:expires") and `platform:board-ip:<ip>:boards` (rooms it opened);
 * `platform:boards`, every board. Counts are per instance with an expiry the instance renews while it holds
 * sockets, so a killed instance's sockets stop counting and its boards expire, with nobody to say so.
 */
const COMMON = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function live_total(key)
  local total = 0
  local flat = redis.call('HGETALL', key)
  for i = 1, #flat, 2 do
    local count, expires = string.match(flat[i + 1], '^(%d+):(%d+)$')
    if count and tonumber(expires) > now then total = total + tonumber(count) else redis.call('HDEL', key, flat[i]) end
  end
  return total
end
local function set_count(key, instance, count, ttl)
  if count <= 0 then redis.call('HDEL', key, instance) else redis.call('HSET', key, instance, count .. ':' .. (now + ttl)) end
  redis.call('PEXPIRE', key, ttl)
end
local function own_count(key, instance)
  local count, expires = string.match(redis.call('HGET', key, instance) or '', '^(%d+):(%d+)$')
  if count and tonumber(expires) > now then return tonumber(count) end
  return 0
end
local function live_boards(key, max)
  if redis.call('SCARD', key) < max then return redis.call('SCARD', key) end
  for _, room in ipairs(redis.call('SMEMBERS', key)) do
    if redis.call('EXISTS', 'platform:board:' .. room .. ':meta') == 0 then redis.call('SREM', key, room) end
  end
  return redis.call('SCARD', key)
end
local function keep(ttl)
  for i = 1, 4 do redis.call('PEXPIRE', KEYS[i], ttl) end
  local opener = redis.call('HGET', KEYS[3], 'opener')
  if opener then redis.call('PEXPIRE', 'platform:board-ip:' .. opener .. ':boards', ttl) end
end
`;

/**
 * Join. KEYS: strokes, order, meta, peers, address sockets, address boards, all boards. ARGV: instance, address,
 * room, this instance's sockets of the board and of the address counting the new one, ttl, max sockets per
 * address, max boards per address, max boards, channel. Returns {'ok', seq, peers, strokes...} or {refusal}.
 */
const JOIN = `${COMMON}
local ttl = tonumber(ARGV[6])
if live_total(KEYS[5]) - own_count(KEYS[5], ARGV[1]) + tonumber(ARGV[5]) > tonumber(ARGV[7]) then return {'too_many_sockets'} end
if redis.call('EXISTS', KEYS[3]) == 0 then
  if live_boards(KEYS[6], tonumber(ARGV[8])) >= tonumber(ARGV[8]) or live_boards(KEYS[7], tonumber(ARGV[9])) >= tonumber(ARGV[9]) then
    return {'too_many_boards'}
  end
  redis.call('DEL', KEYS[1], KEYS[2], KEYS[4])
  redis.call('HSET', KEYS[3], 'seq', 0, 'bytes', 0, 'place', 0, 'opener', ARGV[2])
  redis.call('SADD', KEYS[6], ARGV[3])
  redis.call('SADD', KEYS[7], ARGV[3])
end
set_count(KEYS[4], ARGV[1], tonumber(ARGV[4]), ttl)
set_count(KEYS[5], ARGV[1], tonumber(ARGV[5]), ttl)
keep(ttl)
local peers = live_total(KEYS[4])
redis.call('PUBLISH', ARGV[10], '- -\\n{"type":"peers","peers":' .. peers .. '}')
local reply = {'ok', redis.call('HGET', KEYS[3], 'seq'), peers}
local ids = redis.call('ZRANGE', KEYS[2], 0, -1)
for i = 1, #ids, 500 do
  for _, stroke in ipairs(redis.call('HMGET', KEYS[1], unpack(ids, i, math.min(i + 499, #ids)))) do reply[#reply + 1] = stroke end
end
return reply`;

/**
 * An operation. KEYS: strokes, order, meta, peers. ARGV: kind, channel, sender, the frame to relay, ttl, max
 * strokes, max bytes, then (add, restore) id and JSON pairs or (remove) ids. Returns 'ok', 'board_full' or 'gone'.
 */
const OP = `${COMMON}
if redis.call('EXISTS', KEYS[3]) == 0 then return 'gone' end
local kind = ARGV[1]
local bytes = tonumber(redis.call('HGET', KEYS[3], 'bytes'))
if kind == 'add' or kind == 'restore' then
  local replaced, added, fresh = 0, 0, 0
  for i = 8, #ARGV, 2 do
    local old = redis.call('HSTRLEN', KEYS[1], ARGV[i])
    if redis.call('HEXISTS', KEYS[1], ARGV[i]) == 1 then replaced = replaced + old else fresh = fresh + 1 end
    added = added + #ARGV[i + 1]
  end
  if redis.call('HLEN', KEYS[1]) + fresh > tonumber(ARGV[6]) or bytes - replaced + added > tonumber(ARGV[7]) then return 'board_full' end
  for i = 8, #ARGV, 2 do
    bytes = bytes - redis.call('HSTRLEN', KEYS[1], ARGV[i]) + #ARGV[i + 1]
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
    if redis.call('ZSCORE', KEYS[2], ARGV[i]) == false then redis.call('ZADD', KEYS[2], redis.call('HINCRBY', KEYS[3], 'place', 1), ARGV[i]) end
  end
elseif kind == 'remove' then
  for i = 8, #ARGV do
    bytes = bytes - redis.call('HSTRLEN', KEYS[1], ARGV[i])
    redis.call('HDEL', KEYS[1], ARGV[i])
    redis.call('ZREM', KEYS[2], ARGV[i])
  end
else
  redis.call('DEL', KEYS[1], KEYS[2])
  bytes = 0
end
redis.call('HSET', KEYS[3], 'bytes', bytes)
local seq = redis.call('HINCRBY', KEYS[3], 'seq', 1)
keep(tonumber(ARGV[5]))
redis.call('PUBLISH', ARGV[2], seq .. ' ' .. ARGV[3] .. '\\n' .. ARGV[4])
return 'ok'`;

/**
 * A socket left, or the renewal of this instance's counts. KEYS: strokes, order, meta, peers, address sockets,
 * all boards. ARGV: instance, sockets of the board here, sockets of the address here, ttl, channel, room,
 * '1' to say the new count to the board. An empty address key ('') leaves the address's count as it is. An emptied board is forgotten. Returns the board's sockets.
 */
const COUNT = `${COMMON}
local ttl = tonumber(ARGV[4])
set_count(KEYS[4], ARGV[1], tonumber(ARGV[2]), ttl)
if KEYS[5] ~= '' then set_count(KEYS[5], ARGV[1], tonumber(ARGV[3]), ttl) end
local peers = live_total(KEYS[4])
if peers == 0 then
  local opener = redis.call('HGET', KEYS[3], 'opener')
  if opener then redis.call('SREM', 'platform:board-ip:' .. opener .. ':boards', ARGV[6]) end
  redis.call('SREM', KEYS[6], ARGV[6])
  redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
  return 0
end
keep(ttl)
if ARGV[7] == '1' then redis.call('PUBLISH', ARGV[5], '- -\\n{"type":"peers","peers":' .. peers .. '}') end
return peers`;

/** This instance's sockets of one address, renewed. KEYS: address sockets. ARGV: instance, sockets here, ttl. */
const ADDRESS = `${COMMON}
set_count(KEYS[1], ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]))
return 1`;

export const boardKeys = (room: string) => {
  const board = `platform:board:${room}`;
  return { channel: board, strokes: `${board}:strokes`, order: `${board}:order`, meta: `${board}:meta`, peers: `${board}:peers` };
};
export const addressKeys = (ip: string) => ({ sockets: `platform:board-ip:${ip}`, boards: `platform:board-ip:${ip}:boards` });
export const ALL_BOARDS = 'platform:boards';

type Script = (redis: Redis, keys: string[], args: Array<string | number>) => Promise<unknown>;

/**
 * A script sent whole each time (EVAL; Redis keeps it compiled by its hash). Not EVALSHA with a fallback: after
 * a NOSCRIPT (a fresh or restarted Redis) the retried operation would run after the ones sent behind it, and a
 * board's operations must run in the order each socket sent them.
 */
const script =
  (lua: string): Script =>
  (redis, keys, args) =>
    redis.eval(lua, keys.length, ...keys, ...args);

export const boardScripts = { join: script(JOIN), op: script(OP), count: script(COUNT), address: script(ADDRESS) };

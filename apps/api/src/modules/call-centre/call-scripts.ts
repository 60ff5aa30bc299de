/**
 * The call centre's keys and Lua scripts in Redis (issue 25, `redis-call-store.ts`). Times are Redis's (TIME),
 * never an instance's clock: deadlines and duty expiries are set as "ms from now" and read against the same clock.
 */
export const callKeys = {
  call: (callId: string) => `platform:qr-call:${callId}`,
  /** Visitor sockets of a call per instance (instance -> count). */
  visitors: (callId: string) => `platform:qr-call:${callId}:visitors`,
  /** The calls not over yet on a line. */
  line: (eventId: number) => `platform:qr-line:${eventId}:calls`,
  /** The call ringing the agent now (SET NX: one ring at a time, whichever instance rings). */
  ring: (agentId: number) => `platform:qr-agent:${agentId}:ringing`,
  /** Instances holding the agent's duty sockets (instance -> expiry, renewed while they are open). */
  duty: (agentId: number) => `platform:qr-agent:${agentId}:duty`,
  /** lastActiveAt, and the call they took (room, since, reached). */
  agent: (agentId: number) => `platform:qr-agent:${agentId}`,
  inRoom: (agentId: number) => `platform:qr-agent:${agentId}:in-room`,
  inCall: 'platform:qr-agents:in-call',
  deadlines: 'platform:qr-deadlines',
  /** Where a deadline just set is told (ms from now), so that every instance arms a timer for it. */
  deadlinesChannel: 'platform:qr-deadlines:set',
  channel: (target: string) => `platform:qr:${target}`,
};

/** Tells every instance that a deadline was set `delay` (a Lua expression, ms) from now: each arms a timer for it. */
const tellDeadline = (delay: string) => `redis.call('PUBLISH', '${callKeys.deadlinesChannel}', ${delay})`;
const NOW_MS = `local t = redis.call('TIME'); local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/**
 * One transition, all or nothing. KEYS: call, ring to claim, ring to release, deadlines, line's calls.
 * ARGV: 1 version read, 2 new JSON, 3 ms to keep, 4 call id, 5 claim ms ('' none), 6 release ('1'), 7 deadlines to
 * drop (space separated), 8 deadline to set, 9 its ms from now, 10 '1' when over, 11 number of sends, then channel
 * and message pairs, published in the same step so every instance hears one call's changes in the order written.
 */
export const WRITE = `${NOW_MS}
local v = redis.call('HGET', KEYS[1], 'v')
if v ~= ARGV[1] then return 'stale' end
if ARGV[5] ~= '' then
  if not redis.call('SET', KEYS[2], ARGV[4], 'NX', 'PX', ARGV[5]) then return 'agent_taken' end
end
if ARGV[6] == '1' and redis.call('GET', KEYS[3]) == ARGV[4] then redis.call('DEL', KEYS[3]) end
redis.call('HSET', KEYS[1], 'json', ARGV[2], 'v', tostring(tonumber(v) + 1))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
for name in string.gmatch(ARGV[7], '%S+') do redis.call('ZREM', KEYS[4], name) end
if ARGV[8] ~= '' then
  redis.call('ZADD', KEYS[4], now + tonumber(ARGV[9]), ARGV[8])
  ${tellDeadline('ARGV[9]')}
end
if ARGV[10] == '1' then redis.call('SREM', KEYS[5], ARGV[4]) end
local sends = tonumber(ARGV[11])
for i = 0, sends - 1 do redis.call('PUBLISH', ARGV[12 + i * 2], ARGV[13 + i * 2]) end
return 'ok'`;

/** KEYS[1] deadlines; ARGV[1] name, ARGV[2] ms from now. */
export const SCHEDULE = `${NOW_MS}
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
${tellDeadline('ARGV[2]')}
return 1`;

/**
 * Takes up to 50 due deadlines on a lease: each is pushed ARGV[1] ms ahead rather than removed, so it goes to one
 * instance now and comes due again if that instance dies before the write that handles it (which removes it).
 * KEYS[1] deadlines. Returns { ms until the earliest one left (-1: none), the lease's score, names taken }.
 */
export const TAKE_DUE = `${NOW_MS}
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, 50)
local lease = now + tonumber(ARGV[1])
for _, name in ipairs(due) do redis.call('ZADD', KEYS[1], lease, name) end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local nextIn = -1
if first[2] then nextIn = math.max(0, tonumber(first[2]) - now) end
return { nextIn, lease, due }`;

/** A taken deadline was handled: removed unless it was set again meanwhile. KEYS[1] deadlines; ARGV[1] name, ARGV[2] lease. */
export const RELEASE = `
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) == tonumber(ARGV[2]) then return redis.call('ZREM', KEYS[1], ARGV[1]) end
return 0`;

/**
 * Visitor sockets open here: their calls' presence deadlines are pushed ARGV[1] ms ahead (never back). Their lapse
 * means every instance holding the visitor's sockets stopped renewing (killed). KEYS[1] deadlines; ARGV[2..] names.
 */
export const PRESENCE = `${NOW_MS}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'GT', now + tonumber(ARGV[1]), ARGV[i]) end
return 1`;

/** KEYS: agents' duty sets; ARGV[1] this instance, ARGV[2] '1' renew here (ms in ARGV[3]) or '0' read; returns 1/0 each. */
export const DUTY = `${NOW_MS}
local out = {}
for i, key in ipairs(KEYS) do
  if ARGV[2] == '1' then
    redis.call('ZADD', key, now + tonumber(ARGV[3]), ARGV[1])
    redis.call('PEXPIRE', key, ARGV[3])
  end
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  out[i] = redis.call('ZCARD', key) > 0 and 1 or 0
end
return out`;

/**
 * A visitor socket opened or closed on this instance; then whether any live instance holds one. KEYS[1] the call's
 * visitors, KEYS[2] deadlines; ARGV[1] instance, ARGV[2] delta (0: only read), ARGV[3] ms to keep, ARGV[4] and
 * ARGV[5] what goes before and after an instance's id in its alive key (an instance killed with the visitor's socket
 * open does not count), ARGV[6] the call's presence deadline, ARGV[7] its lapse (ms): set by an opening, dropped
 * when the last socket on a live instance closed (the closing instance then starts the visitor's grace itself).
 */
export const VISITORS = `${NOW_MS}
if ARGV[2] ~= '0' then
  local n = redis.call('HINCRBY', KEYS[1], ARGV[1], tonumber(ARGV[2]))
  if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  if tonumber(ARGV[2]) > 0 then redis.call('ZADD', KEYS[2], 'GT', now + tonumber(ARGV[7]), ARGV[6]) end
end
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  if tonumber(all[i + 1]) > 0 and redis.call('EXISTS', ARGV[4] .. all[i] .. ARGV[5]) == 1 then return 1 end
end
if tonumber(ARGV[2]) < 0 then redis.call('ZREM', KEYS[2], ARGV[6]) end
return 0`;

import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { instanceAliveKey } from '../../cluster/instances';
import { shared, subscriberFor } from '../../cluster/redis';
import { callKeys as keys, DUTY, PRESENCE, SCHEDULE, VISITORS, WRITE } from './call-scripts';
import type { AgentRecord, CallEffects, CallStore, CallTarget, StoredCall, WriteResult } from './call-store';
import { deadlineName, type Deadline } from './deadlines';
import { RedisDeadlines } from './redis-deadlines';

/** An instance's share of an agent's duty (and of a visitor's sockets) lasts this long unless renewed. */
const DUTY_MS = 15_000;
/** A call not over yet, its visitors' counts and an agent's record are forgotten this long after their last change. */
const KEEP_MS = 2 * 60 * 60_000;
const RENEW_MS = 5_000;
const IN_ROOM_MS = 3000;
const CHANNEL_PREFIX = keys.channel('');
const [ALIVE_BEFORE, ALIVE_AFTER] = instanceAliveKey('\n').split('\n');

/**
 * The call centre's shared state in one Redis (issue 25; design in README.md): each call a hash (JSON and
 * version) changed only by `WRITE`, which checks the version, claims or releases the agent's ring, moves the
 * deadlines and publishes the messages in one step; deadlines in a sorted set (`redis-deadlines.ts` takes them);
 * agents' duty as per-instance expiries; a visitor's presence as a deadline each instance holding their sockets
 * renews. A Redis failure is thrown as 503 cluster_unavailable (`shared`).
 */
export class RedisCallStore implements CallStore {
  private readonly followed = new Map<string, number>();
  private readonly localDuty = new Set<number>();
  /** Calls whose visitor has a socket here: their presence deadlines are renewed while so. */
  private readonly localVisitors = new Set<string>();
  private readonly deadlines: RedisDeadlines;
  private readonly renewal: NodeJS.Timeout;
  private deliver: (to: CallTarget, message: Record<string, unknown>) => void = () => undefined;

  private constructor(
    private readonly redis: Redis,
    private readonly self: string,
    private readonly log: FastifyBaseLogger,
    /** Its own connection: a subscribed one runs no other command. Subscribed again to what is followed when back. */
    private readonly subscriber: Redis,
  ) {
    this.subscriber.on('message', (channel: string, text: string) => this.received(channel, text));
    this.subscriber.on('ready', () => this.resubscribe());
    this.deadlines = new RedisDeadlines(redis, log);
    this.renewal = setInterval(() => void this.renew(), RENEW_MS);
    this.renewal.unref();
  }

  static async start(redis: Redis, instanceId: string, log: FastifyBaseLogger): Promise<RedisCallStore> {
    const subscriber = await subscriberFor(redis);
    await subscriber.subscribe(keys.deadlinesChannel).catch(() => undefined); // else on 'ready', with Redis
    return new RedisCallStore(redis, instanceId, log, subscriber);
  }

  async add(call: StoredCall, aliveMs: number) {
    const key = keys.call(call.id);
    const line = keys.line(call.line.event_id);
    await shared(
      this.redis
        .multi()
        .hset(key, 'json', JSON.stringify(call), 'v', String(call.version))
        .pexpire(key, aliveMs)
        .sadd(line, call.id)
        .pexpire(line, aliveMs)
        .exec(),
    );
  }

  async get(callId: string) {
    const [json, version] = await shared(this.redis.hmget(keys.call(callId), 'json', 'v'));
    return json && version ? { ...(JSON.parse(json) as StoredCall), version: Number(version) } : null;
  }

  async write(before: StoredCall, after: StoredCall, effects: CallEffects): Promise<WriteResult> {
    const claim = effects.claimRing;
    const release = effects.releaseRing;
    const sends = effects.sends.flatMap((send) => [keys.channel(send.to), JSON.stringify({ to: send.to, message: send.message })]);
    const result = await shared(
      this.redis.eval(
        WRITE,
        5,
        keys.call(before.id),
        keys.ring(claim?.agentId ?? 0),
        keys.ring(release ?? 0),
        keys.deadlines,
        keys.line(before.line.event_id),
        String(before.version),
        JSON.stringify({ ...after, version: 0 }),
        effects.finishedKeepMs ?? KEEP_MS,
        before.id,
        claim ? claim.ms : '',
        release !== undefined ? '1' : '',
        effects.unschedule.map(deadlineName).join(' '),
        effects.schedule ? deadlineName(effects.schedule.deadline) : '',
        effects.schedule?.inMs ?? 0,
        effects.finishedKeepMs !== undefined ? '1' : '',
        effects.sends.length,
        ...sends,
      ),
    );
    return result as WriteResult;
  }

  openCallsOf(eventId: number) {
    return shared(this.redis.smembers(keys.line(eventId)));
  }

  ringOf(agentId: number) {
    return shared(this.redis.get(keys.ring(agentId)));
  }

  async ringing(agentIds: number[]) {
    if (!agentIds.length) return new Set<number>();
    const rings = await shared(this.redis.mget(...agentIds.map(keys.ring)));
    return new Set(agentIds.filter((_, i) => rings[i] !== null));
  }

  async visitorSockets(callId: string, delta: 1 | -1) {
    if (delta > 0) this.localVisitors.add(callId);
    else this.localVisitors.delete(callId);
    return (await this.visitors(callId, delta)) === 1;
  }

  async visitorPresent(callId: string) {
    return (await this.visitors(callId, 0)) === 1;
  }

  async schedule(deadline: Deadline, inMs: number) {
    await shared(this.redis.eval(SCHEDULE, 1, keys.deadlines, deadlineName(deadline), inMs));
  }

  async unschedule(deadline: Deadline) {
    await shared(this.redis.zrem(keys.deadlines, deadlineName(deadline)));
  }

  onDue(handler: (deadline: Deadline) => Promise<void>) {
    this.deadlines.onDue(handler);
  }

  async duty(agentId: number, on: boolean) {
    if (on) {
      this.localDuty.add(agentId);
      await shared(this.redis.eval(DUTY, 1, keys.duty(agentId), this.self, '1', DUTY_MS));
    } else {
      this.localDuty.delete(agentId);
      await shared(this.redis.zrem(keys.duty(agentId), this.self));
    }
  }

  async online(agentIds: number[]) {
    if (!agentIds.length) return new Set<number>();
    const on = (await shared(this.redis.eval(DUTY, agentIds.length, ...agentIds.map(keys.duty), this.self, '0', 0))) as number[];
    return new Set(agentIds.filter((_, i) => on[i] === 1));
  }

  async agents(agentIds: number[]) {
    const pipeline = this.redis.pipeline();
    for (const id of agentIds) pipeline.hgetall(keys.agent(id));
    const replies = agentIds.length ? ((await shared(pipeline.exec())) ?? []) : [];
    return new Map(
      agentIds.map((id, i): [number, AgentRecord] => {
        const record = (replies[i]?.[1] ?? {}) as Record<string, string>;
        const activeCall = record.room ? { roomAlias: record.room, since: Number(record.since), reached: record.reached === '1' } : null;
        return [id, { lastActiveAt: Number(record.last ?? 0), activeCall }];
      }),
    );
  }

  async touch(agentId: number, at: number) {
    await shared(this.redis.multi().hset(keys.agent(agentId), 'last', String(at)).pexpire(keys.agent(agentId), KEEP_MS).exec());
  }

  async setActiveCall(agentId: number, call: AgentRecord['activeCall']) {
    const key = keys.agent(agentId);
    if (!call)
      return void (await shared(this.redis.multi().hdel(key, 'room', 'since', 'reached').srem(keys.inCall, String(agentId)).exec()));
    await shared(
      this.redis
        .multi()
        .hset(key, 'room', call.roomAlias, 'since', String(call.since), 'reached', call.reached ? '1' : '0')
        .pexpire(key, KEEP_MS)
        .sadd(keys.inCall, String(agentId))
        .exec(),
    );
  }

  async agentsInCall() {
    const ids = (await shared(this.redis.smembers(keys.inCall))).map(Number);
    const records = await this.agents(ids);
    return ids.flatMap((agentId) => {
      const room = records.get(agentId)?.activeCall?.roomAlias;
      return room ? [{ agentId, roomAlias: room }] : [];
    });
  }

  async markInRoom(agentId: number) {
    await shared(this.redis.multi().set(keys.inRoom(agentId), '1', 'PX', IN_ROOM_MS).hset(keys.agent(agentId), 'reached', '1').exec());
  }

  async leftRoom(agentId: number) {
    await shared(this.redis.del(keys.inRoom(agentId)));
  }

  async inRoom(agentIds: number[]) {
    if (!agentIds.length) return new Set<number>();
    const marks = await shared(this.redis.mget(...agentIds.map(keys.inRoom)));
    return new Set(agentIds.filter((_, i) => marks[i] !== null));
  }

  async follow(target: CallTarget) {
    const count = this.followed.get(target) ?? 0;
    this.followed.set(target, count + 1);
    // Redis away: this socket still gets what this instance writes; the subscription comes back with Redis.
    if (count === 0) await this.subscriber.subscribe(keys.channel(target)).catch(() => undefined);
  }

  unfollow(target: CallTarget) {
    const count = this.followed.get(target) ?? 0;
    if (count > 1) return void this.followed.set(target, count - 1);
    this.followed.delete(target);
    this.subscriber.unsubscribe(keys.channel(target)).catch(() => undefined);
  }

  onMessage(handler: (to: CallTarget, message: Record<string, unknown>) => void) {
    this.deliver = handler;
  }

  close() {
    this.deadlines.close();
    clearInterval(this.renewal);
    this.subscriber.disconnect();
  }

  /** Back with Redis: subscribed again, and what came due (or was set) meanwhile is taken now. */
  private resubscribe() {
    const channels = [keys.deadlinesChannel, ...[...this.followed.keys()].map(keys.channel)];
    this.subscriber.subscribe(...channels).catch(() => undefined);
    void this.deadlines.take();
  }

  private visitors(callId: string, delta: number) {
    const presence = deadlineName({ kind: 'presence', callId });
    return shared(
      this.redis.eval(
        VISITORS,
        2,
        keys.visitors(callId),
        keys.deadlines,
        this.self,
        delta,
        KEEP_MS,
        ALIVE_BEFORE,
        ALIVE_AFTER,
        presence,
        DUTY_MS,
      ),
    );
  }

  private received(channel: string, text: string) {
    if (channel === keys.deadlinesChannel) return this.deadlines.heard(text);
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    try {
      const { to, message } = JSON.parse(text) as { to: CallTarget; message: Record<string, unknown> };
      if (this.followed.has(to)) this.deliver(to, message);
    } catch {
      this.log.warn('unreadable call-centre message from another instance ignored');
    }
  }

  private async renew() {
    const agents = [...this.localDuty];
    if (agents.length) await this.redis.eval(DUTY, agents.length, ...agents.map(keys.duty), this.self, '1', DUTY_MS).catch(() => undefined);
    const presences = [...this.localVisitors].map((callId) => deadlineName({ kind: 'presence', callId }));
    if (presences.length) await this.redis.eval(PRESENCE, 1, keys.deadlines, DUTY_MS, ...presences).catch(() => undefined);
  }
}

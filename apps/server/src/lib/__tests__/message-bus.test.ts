import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessageBus, type MessageBus } from '../message-bus.ts';
import { openRedis, type RedisConnection } from '../redis-connection.ts';
import { freePort, startRedis, waitFor, type RedisProcess } from '../../__tests__/support/processes.ts';

const logger = pino({ level: 'silent' });

/** Collects what a subscription receives. */
function listen(bus: MessageBus, channel: string) {
  const received: unknown[] = [];
  const { ready, stop } = bus.subscribe(channel, (message) => received.push(message));
  return { received, ready, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the message bus on one node', () => {
  it('hands a message to every subscriber of its channel, the publisher included, as a copy', async () => {
    const bus = createMessageBus(null, logger);
    const a = listen(bus, 'room:1');
    const b = listen(bus, 'room:1');
    const other = listen(bus, 'room:2');
    const message = { position: 12.5, playing: true };
    await bus.publish('room:1', message);
    await settle();
    expect(a.received).toEqual([message]);
    expect(b.received).toEqual([message]);
    expect(a.received[0]).not.toBe(message);
    expect(other.received).toEqual([]);
    a.stop();
    await bus.publish('room:1', { n: 2 });
    await settle();
    expect(a.received).toHaveLength(1);
    expect(b.received).toHaveLength(2);
    await bus.close();
  });
});

describe('the message bus across nodes on Redis', () => {
  let redis: RedisProcess;
  const connections: RedisConnection[] = [];
  const node = () => {
    const connection = openRedis(redis.url, logger);
    connections.push(connection);
    return { connection, bus: createMessageBus(connection, logger) };
  };

  beforeAll(async () => {
    redis = await startRedis(await freePort());
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
    await redis.stop();
  });

  it('delivers a message published on one node to the subscribers on every node, once each', async () => {
    const one = node();
    const two = node();
    await waitFor('both connections', async () => one.connection.ready() && two.connection.ready());
    // Subscribing right away works: the SUBSCRIBE waits for the subscriber's own connection, and
    // once `ready` settles Redis has it, so a message published from then on arrives.
    const onOne = listen(one.bus, 'party:7');
    const onTwo = listen(two.bus, 'party:7');
    await Promise.all([onOne.ready, onTwo.ready]);
    const numbers = (await one.connection.client.call('PUBSUB', 'NUMSUB', 'marquee:bus:party:7')) as [string, number];
    expect(Number(numbers[1])).toBe(2);
    await one.bus.publish('party:7', { action: 'pause', at: 42 });
    await waitFor('delivery', async () => onOne.received.length === 1 && onTwo.received.length === 1);
    await settle();
    expect(onOne.received).toEqual([{ action: 'pause', at: 42 }]);
    expect(onTwo.received).toEqual([{ action: 'pause', at: 42 }]);
  });

  it('a node that has just started waits for its SUBSCRIBE while it is still connecting to Redis', async () => {
    const two = node();
    await waitFor('the connection', async () => two.connection.ready());
    // No waiting for the new node's connection: a member may reach a node the moment it listens.
    const one = node();
    expect(one.connection.ready()).toBe(false);
    const onOne = listen(one.bus, 'party:8');
    await onOne.ready;
    await two.bus.publish('party:8', { action: 'play' });
    await waitFor('delivery', async () => onOne.received.length === 1);
    expect(onOne.received).toEqual([{ action: 'play' }]);
  });

  it('drops a message that is not JSON instead of handing it on', async () => {
    const one = node();
    await waitFor('the connection', async () => one.connection.ready());
    const heard = listen(one.bus, 'raw');
    await waitFor('the subscription', async () => {
      const numbers = (await one.connection.client.call('PUBSUB', 'NUMSUB', 'marquee:bus:raw')) as [string, number];
      return Number(numbers[1]) === 1;
    });
    await one.connection.client.publish('marquee:bus:raw', '<not json>');
    await one.bus.publish('raw', 'after');
    await waitFor('the valid message', async () => heard.received.length === 1);
    expect(heard.received).toEqual(['after']);
  });

  it('still reaches its own node while Redis is down, and every node again once it is back', async () => {
    const one = node();
    const two = node();
    await waitFor('both connections', async () => one.connection.ready() && two.connection.ready());
    const onOne = listen(one.bus, 'outage');
    const onTwo = listen(two.bus, 'outage');
    await waitFor('the subscriptions', async () => {
      const numbers = (await one.connection.client.call('PUBSUB', 'NUMSUB', 'marquee:bus:outage')) as [string, number];
      return Number(numbers[1]) === 2;
    });

    const port = redis.port;
    await redis.stop();
    await waitFor('the outage to be seen', async () => !one.connection.ready());
    await one.bus.publish('outage', 'during');
    await settle();
    expect(onOne.received).toEqual(['during']);
    expect(onTwo.received).toEqual([]);

    redis = await startRedis(port);
    await waitFor(
      'reconnection and resubscription',
      async () => {
        if (!one.connection.ready() || !two.connection.ready()) return false;
        const numbers = (await one.connection.client.call('PUBSUB', 'NUMSUB', 'marquee:bus:outage')) as [string, number];
        return Number(numbers[1]) === 2;
      },
      200,
    );
    await one.bus.publish('outage', 'after');
    await waitFor('delivery after the outage', async () => onTwo.received.length === 1);
    expect(onTwo.received).toEqual(['after']);
    expect(onOne.received).toEqual(['during', 'after']);
  }, 30_000);
});

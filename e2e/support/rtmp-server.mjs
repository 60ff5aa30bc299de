/**
 * A real RTMP server for the livestream journeys (node-media-server), run as a child process so its
 * logs stay out of the test output and it dies with the test. Only the stream key in RTMP_KEY may
 * publish: any other key is refused, as a livestream service refuses a wrong key.
 * Usage: node rtmp-server.mjs <port> <key> <storeDir>
 */
import NodeMediaServer from 'node-media-server';

const [port, key, store] = process.argv.slice(2);
const server = new NodeMediaServer({ bind: '127.0.0.1', rtmp: { port: Number(port) }, store: { path: store } });
server.on('prePublish', (session) => {
  if (session.streamName !== key) session.close();
});
await server.run();
process.on('SIGTERM', () => process.exit(0));

import type { FastifyInstance } from 'fastify';

/**
 * Every route the running service answers, as `METHOD /url` (Fastify's own router, hidden routes
 * included; HEAD, which Fastify adds beside each GET, left out): what the REST authorization matrix
 * must have a row for. Read from `printRoutes({ commonPrefix: false })`, a tree whose children
 * continue their parent's path.
 */
export function routeTable(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.add(`${method} ${url}`);
  }
  return [...routes].sort();
}

/** Finding a string in nested JSON by a dotted key, as i18next's resource store does. */
export type Strings = { [key: string]: unknown };

const own = (object: unknown, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** `a.b.c` through nested objects (own properties only); undefined when a step is missing. */
function getPath(object: unknown, path: readonly string[]): unknown {
  let node = object;
  for (const part of path) {
    if (!node || typeof node !== 'object' || !own(node, part)) return undefined;
    node = (node as Strings)[part];
  }
  return node;
}

/** A key whose parts may themselves hold dots (`{ "a.b": { "c": ... } }` for `a.b.c`). */
function deepFind(object: Strings | undefined, path: string): unknown {
  if (!object) return undefined;
  if (object[path]) return own(object, path) ? object[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = object;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; j += 1) {
      nextPath += (j !== i ? '.' : '') + tokens[j];
      next = (current as Strings)[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !own(current, nextPath)) next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/** The value at `key` in `object`: nested first, then with dotted parts. */
export function lookup(object: Strings | undefined, key: string): unknown {
  const found = getPath(object, key.split('.'));
  return found != null ? found : deepFind(object, key);
}

/** Merges `source` into `target` (strings of `source` win when `overwrite`), as addResourceBundle(…, deep). */
export function deepExtend(target: Strings, source: Strings, overwrite: boolean): Strings {
  for (const prop of Object.keys(source)) {
    if (prop === '__proto__' || prop === 'constructor') continue;
    if (!own(target, prop)) target[prop] = source[prop];
    else if (typeof target[prop] === 'string' || typeof source[prop] === 'string') {
      if (overwrite) target[prop] = source[prop];
    } else deepExtend(target[prop] as Strings, source[prop] as Strings, overwrite);
  }
  return target;
}

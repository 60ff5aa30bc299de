/** Pure request-building rules of spec §7: path placeholders and empty query values. */

export type QueryValue = string | number | boolean | null | undefined;

/** Fills `{name}` placeholders from data; returns the path and the data left over. */
export function fillPath(template: string, data: Record<string, unknown> | undefined): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...(data ?? {}) };
  const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}

/** Drops undefined, null and empty-string values; keeps 0 and false. */
export function compactQuery(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

export function seedReadPath(call: (method: string, route: string, body?: unknown, token?: string) => Promise<any>): Promise<string>;
export const READ_TARGETS: Array<{ name: string; method: string; path: string; body?: unknown }>;

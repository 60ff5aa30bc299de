/** The composite's canvas size (720p); the page draws at this size and the worker's browser matches it. */
export const COMPOSITE_VIEWPORT = { width: 1280, height: 720 } as const;

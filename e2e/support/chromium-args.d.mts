/** See chromium-args.mjs: the Chromium flags every journey and benchmark browser starts with. */
export declare const CHROMIUM_ARGS: string[];

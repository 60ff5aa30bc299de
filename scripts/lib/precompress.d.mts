/** Types of precompress.mjs, for the API's site-hosting test. */
export declare const COMPRESSIBLE: RegExp;
export declare function precompressDir(dir: string): { files: number; raw: number; br: number };

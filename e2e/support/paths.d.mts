export declare const E2E_SITE_DIR: string;

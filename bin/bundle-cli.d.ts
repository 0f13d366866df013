import type { BuildOptions } from 'esbuild';

export declare const BUNDLE_OPTIONS: BuildOptions;
export declare function sourceHash(project?: string): string;
export declare function bundleDir(hash: string): string;
export declare function bundleCli(hash?: string): Promise<string>;
export declare function markInUse(dir: string): void;
export declare function removeUnusedBundles(bundles: string, keep: string): void;

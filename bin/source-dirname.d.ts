import type { Plugin } from 'esbuild';

export declare function sourceDirname(filter?: RegExp): Plugin;

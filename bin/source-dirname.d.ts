import type { Plugin } from 'esbuild';

export declare const sourceDirname: Plugin;

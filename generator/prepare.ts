import type { ComponentType } from 'react';
import type { IslandName } from '../islands/registry.ts';
import { bundleAssets, type Assets } from './assets.ts';
import type { CacheTable } from './cache.ts';
import { loadIslandComponents } from './render.tsx';

/** What rendering needs besides content: the bundled assets and the island components. */
export interface Prepared {
  assets: Assets;
  components: Record<IslandName, ComponentType<any>>;
}

/**
 * Bundles the assets (or takes them from `cache`, keyed by the code's hash: they are made from
 * code alone) and loads the islands; `bundle` is the dev server's incremental bundler.
 */
export async function prepare(cache?: { code: string; table: CacheTable<Assets> }, bundle: () => Promise<Assets> = bundleAssets): Promise<Prepared> {
  const cached = cache?.table.get(cache.code);
  const [assets, components] = await Promise.all([cached ?? bundle(), loadIslandComponents()]);
  cache?.table.set(cache.code, assets);
  return { assets, components };
}

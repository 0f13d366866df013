import { createContext, useContext, type ComponentType } from 'react';
import type { IslandName, IslandWhen } from '../islands/registry.ts';

/**
 * An island a page shows, and whether its code loads before any interaction: true unless every
 * placement of it on the page wakes on interaction (its code then loads on the first click).
 */
export interface IslandUse {
  name: IslandName;
  firstLoad: boolean;
}

/** Collects the islands a page renders, so the page can load and budget exactly those. */
export interface IslandCollector {
  components: Record<IslandName, ComponentType<any>>;
  /** Each island rendered, and whether any placement of it loads before interaction. */
  used: Map<IslandName, boolean>;
  /** Which template is rendering, to name it in errors. */
  template: string;
}

export const IslandContext = createContext<IslandCollector | null>(null);

export interface IslandProps {
  name: IslandName;
  props?: Record<string, unknown>;
  when?: IslandWhen;
}

/**
 * Renders an island's HTML on the server and marks it for hydration: one element carries the
 * island's name, its JSON props and when to wake. A render error fails the build.
 *
 * @example <Island name="bookNow" props={{ iosHref: '/nestwell-ios' }} when="idle" />
 */
export function Island({ name, props = {}, when = 'idle' }: IslandProps) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island name="${name}"> rendered outside a page`);
  const Component = collector.components[name];
  if (!Component) throw new Error(`${collector.template}: unknown island "${name}"`);
  const json = JSON.stringify(props);
  if (!isPlainData(props)) {
    throw new Error(`${collector.template}: props of island "${name}" cannot be serialised to JSON`);
  }
  noteIsland(collector.used, name, when !== 'interaction');
  return (
    <div className="island" data-island={name} data-when={when} data-props={json}>
      <Component {...props} />
    </div>
  );
}

/** Records one placement of an island: it loads first if any of its placements does. */
export function noteIsland(used: Map<IslandName, boolean>, name: IslandName, firstLoad: boolean): void {
  used.set(name, used.get(name) === true || firstLoad);
}

/** The islands a collector saw, by name. */
export function islandUses(used: Map<IslandName, boolean>): IslandUse[] {
  return [...used].map(([name, firstLoad]) => ({ name, firstLoad })).sort((a, b) => a.name.localeCompare(b.name));
}

/** True when `value` survives a JSON round trip unchanged (no functions, dates, undefined...). */
export function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value as object).every(isPlainData);
  }
  return false;
}

import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, IslandContext, isPlainData, type IslandCollector } from './Island.tsx';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const collector = (): IslandCollector => ({ components: { bookNow: Hello } as never, used: new Map(), template: 'home' });

describe('<Island>', () => {
  it('renders the component inside one element carrying name, props and when', () => {
    const c = collector();
    const html = renderToStaticMarkup(
      <IslandContext.Provider value={c}>
        <Island name="bookNow" props={{ name: 'Ada' }} when="visible" />
      </IslandContext.Provider>,
    );
    expect(html).toBe('<div class="island" data-island="bookNow" data-when="visible" data-props="{&quot;name&quot;:&quot;Ada&quot;}"><p>Hello Ada</p></div>');
    expect([...c.used]).toEqual([['bookNow', true]]);
  });

  it('fails naming template and island for an unknown island or props that cannot be serialised', () => {
    const render = (node: ReactElement) => renderToStaticMarkup(<IslandContext.Provider value={collector()}>{node}</IslandContext.Provider>);
    expect(() => render(<Island name={'nope' as never} />)).toThrow('home: unknown island "nope"');
    expect(() => render(<Island name="bookNow" props={{ onClick: () => 1 }} />)).toThrow('home: props of island "bookNow" cannot be serialised to JSON');
  });
});

describe('isPlainData', () => {
  it('accepts JSON data and refuses what JSON would change', () => {
    expect(isPlainData({ a: [1, 'b', null, { c: true }] })).toBe(true);
    expect(isPlainData({ when: new Date() })).toBe(false);
    expect(isPlainData({ missing: undefined })).toBe(false);
    expect(isPlainData({ n: Number.NaN })).toBe(false);
  });
});

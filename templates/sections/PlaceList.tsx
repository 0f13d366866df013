export interface PlaceLink {
  name: string;
  href: string;
}

/** A plain list of links to places, in the order given. */
export function PlaceList({ places, className = 'place-list' }: { places: PlaceLink[]; className?: string }) {
  return (
    <ul className={className}>
      {places.map((p) => <li key={p.href}><a href={p.href}>{p.name}</a></li>)}
    </ul>
  );
}

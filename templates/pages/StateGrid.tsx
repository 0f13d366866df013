export interface StateGridProps {
  states: { name: string; href: string; served: boolean }[];
}

/**
 * /locations: the 50 states; the one we serve comes first, across the whole row, and is marked in
 * words as well as colour, so a phone shows it at the top instead of 30th.
 */
export function StateGrid({ states }: StateGridProps) {
  const served = states.filter((s) => s.served);
  const ordered = [...served, ...states.filter((s) => !s.served)];
  return (
    <section className="section">
      <div className="container">
        <h1>Where Nestwell cleans</h1>
        <p className="lead">
          We clean homes, rentals and offices in {served.map((s) => s.name).join(' and ')} today. Pick a state to see its towns.
        </p>
        <ul className="state-grid">
          {ordered.map((state) => (
            <li key={state.href} className={state.served ? 'state state-served' : 'state'}>
              {state.served ? (
                <a href={state.href}>
                  {state.name} <span className="state-badge">We clean here</span>
                </a>
              ) : (
                <a href={state.href} rel="nofollow">{state.name}</a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

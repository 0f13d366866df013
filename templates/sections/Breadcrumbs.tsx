/** The visible trail to the page, last item current; the same trail is the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ trail }: { trail: [string, string][] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map(([name, href], i) => (
          <li key={href}>
            {i === trail.length - 1 ? <span aria-current="page">{name}</span> : <a href={href}>{name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

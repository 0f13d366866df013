import type { IndexLine, TownIndex as Index } from '../../generator/locations/town-index.ts';
import { Breadcrumbs } from '../sections/Breadcrumbs.tsx';

export interface TownIndexProps {
  index: Index;
  trail: [string, string][];
}

/** One index line: "Iselin, part of Woodbridge Township, Middlesex County", each place linked. */
function Line({ line }: { line: IndexLine }) {
  const [first] = line.links;
  if (line.relation === '' && line.links.length === 1 && first!.name.startsWith(line.label)) {
    return <li><a href={first!.href}>{first!.name}</a></li>;
  }
  return (
    <li>
      <span className="index-label">{line.label}</span>
      {line.relation ? `, ${line.relation} ` : ': '}
      {line.links.map((link, i) => (
        <span key={link.href}>{i > 0 && ', '}<a href={link.href}>{link.name}</a></span>
      ))}
    </li>
  );
}

/**
 * /locations/new-jersey-towns-and-zip-codes: every name and ZIP code the town search knows, as
 * links on one page. It is the search's path for visitors without JavaScript.
 */
export function TownIndex({ index, trail }: TownIndexProps) {
  return (
    <section className="section town-index">
      <div className="container">
        <Breadcrumbs trail={trail} />
        <h1>New Jersey towns and ZIP codes</h1>
        <p className="lead">Every New Jersey town, community and ZIP code we clean in, from A to Z. Find yours and follow its link.</p>
        <nav aria-label="Jump to a letter" className="index-letters">
          <ul>
            {index.letters.map(({ letter }) => <li key={letter}><a href={`#letter-${letter}`}>{letter}</a></li>)}
            <li><a href="#zip-codes">ZIP codes</a></li>
          </ul>
        </nav>
        {index.letters.map(({ letter, lines }) => (
          <section key={letter} aria-labelledby={`letter-${letter}`}>
            <h2 id={`letter-${letter}`}>{letter}</h2>
            <ul className="index-lines">{lines.map((line, i) => <Line key={`${line.label}-${i}`} line={line} />)}</ul>
          </section>
        ))}
        <section aria-labelledby="zip-codes">
          <h2 id="zip-codes">ZIP codes</h2>
          <ul className="index-lines index-zips">{index.zips.map((line) => <Line key={line.label} line={line} />)}</ul>
        </section>
      </div>
    </section>
  );
}

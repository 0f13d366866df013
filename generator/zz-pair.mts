import fs from 'node:fs';
import { mainWords, shingles } from './check/shingles.ts';
const [a, b] = process.argv.slice(2).map((p) => mainWords(fs.readFileSync(`dist/locations/new-jersey/${p}/index.html`, 'utf8')));
const sb = shingles(b!);
console.log(a!.length, b!.length);
console.log(a!.map((w, i) => (sb.has(a!.slice(i, i + 5).join(' ')) ? w.toUpperCase() : w)).join(' '));

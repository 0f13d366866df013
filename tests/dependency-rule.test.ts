import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rule (DESIGN.md): `server/` and `islands/` import only `kernel/` and themselves;
 * `templates/` imports `islands/` and `kernel/`; `generator/` imports `templates/`, `islands/` and
 * `kernel/`; `kernel/` imports only itself; `bin/` imports the rest lazily, per command; nothing
 * imports `bin/`. Packages are not project code and may be imported anywhere. Tests may import
 * anything, so test files are not read.
 */
const MAY_IMPORT: Record<string, string[]> = {
  kernel: ['kernel'],
  server: ['server', 'kernel'],
  islands: ['islands', 'kernel'],
  templates: ['templates', 'islands', 'kernel'],
  generator: ['generator', 'templates', 'islands', 'kernel'],
  bin: ['bin', 'generator', 'templates', 'islands', 'kernel', 'server', 'tests'],
};

/**
 * Templates and islands render what the generator loaded, and their props are typed with the
 * content types the generator's zod schemas infer. Those schemas stay beside their loaders (one
 * schema per content type, beside its loader), and a type-only import is erased before anything
 * runs, so it loads no generator code in the build's renderer nor in the browser bundle.
 */
const TYPES_ALLOWED_FROM: Record<string, string[]> = {
  templates: ['generator'],
  islands: ['generator'],
};

/** Where `bin/` dispatches to each command: everything it uses must be imported lazily, with import(). */
const LAZY_ENTRY = 'bin/cli.ts';

export interface Import {
  specifier: string;
  line: number;
  typeOnly: boolean;
  dynamic: boolean;
}

/** Every import of a module: static imports, `export ... from`, `import()` calls and `import('x').T` types. */
export function importsOf(file: string, source: string): Import[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined, typeOnly: boolean, dynamic: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    found.push({ specifier: specifier.text, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, typeOnly, dynamic });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      add(node, node.moduleSpecifier, typeOnly, false);
    } else if (ts.isExportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.isTypeOnly, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal as ts.Expression, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const folderOf = (file: string) => file.split('/')[0]!;

/**
 * The breaches of the rule among `files` (paths relative to the project root, with their source),
 * each naming the file, its line and the import.
 */
export function breaches(files: Map<string, string>): string[] {
  const problems: string[] = [];
  const project = new Set(Object.keys(MAY_IMPORT).concat('tests'));
  const graph = new Map<string, { target: string; typeOnly: boolean }[]>();
  for (const [file, source] of files) {
    const from = folderOf(file);
    const edges: { target: string; typeOnly: boolean }[] = [];
    graph.set(file, edges);
    for (const imp of importsOf(file, source)) {
      const where = `${file}:${imp.line} imports "${imp.specifier}"`;
      if (!imp.specifier.startsWith('.')) {
        if (from === 'kernel' && imp.specifier.startsWith('node:')) edges.push({ target: imp.specifier, typeOnly: imp.typeOnly });
        continue;
      }
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), imp.specifier));
      const to = folderOf(target);
      edges.push({ target, typeOnly: imp.typeOnly });
      if (!project.has(to) || to === from) continue;
      if (to === 'bin') problems.push(`${where}: nothing outside bin/ may import bin/`);
      else if (imp.typeOnly && TYPES_ALLOWED_FROM[from]?.includes(to)) continue;
      else if (!MAY_IMPORT[from]?.includes(to)) problems.push(`${where}: ${from}/ may import only ${MAY_IMPORT[from]!.map((f) => `${f}/`).join(', ')}`);
      // The kernel's small shared rules (the host names its options offer) may load at start.
      else if (file === LAZY_ENTRY && !imp.dynamic && !imp.typeOnly && to !== 'kernel') problems.push(`${where}: ${LAZY_ENTRY} must import each command's code lazily, with import()`);
    }
  }
  // The kernel modules islands use end up in the browser bundle, which has no node: modules.
  const seen = new Set<string>();
  const walk = (file: string, via: string) => {
    for (const edge of graph.get(file) ?? []) {
      if (edge.typeOnly) continue;
      if (edge.target.startsWith('node:')) problems.push(`${file} imports "${edge.target}", but reaches the browser bundle through ${via}`);
      else if (folderOf(edge.target) === 'kernel' && !seen.has(edge.target)) {
        seen.add(edge.target);
        walk(edge.target, via);
      }
    }
  };
  for (const file of graph.keys()) if (folderOf(file) === 'islands') walk(file, file);
  return problems;
}

const root = path.resolve(import.meta.dirname, '..');

/** Every non-test TypeScript module of the project's folders. */
function projectSources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of Object.keys(MAY_IMPORT)) {
    for (const entry of fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
    }
  }
  return files;
}

describe('the dependency rule', () => {
  it('holds for every module of the project', () => {
    const sources = projectSources();
    expect(sources.size).toBeGreaterThan(100);
    expect(breaches(sources)).toEqual([]);
  });

  it('names the file, the line and the import of a breach', () => {
    const sources = new Map([
      ['server/forms/page.ts', "import { x } from './x.ts';\nimport { outputFile } from '../../generator/routes.ts';\n"],
      ['islands/chat/ask.ts', "import { h } from 'preact';\nconst m = await import('../../server/json.ts');\n"],
      ['templates/Page.tsx', "import type { Pricing } from '../generator/content/pricing.ts';\nimport { SOCIAL } from '../generator/content/site.ts';\n"],
      ['generator/build.ts', "export { main } from '../bin/cli.ts';\n"],
      ['bin/cli.ts', "import { build } from '../generator/build.ts';\nconst { startServer } = await import('../server/server.ts');\n"],
      ['islands/price/Price.tsx', "import { formatCents } from '../../kernel/money.ts';\n"],
      ['kernel/money.ts', "import { createHash } from 'node:crypto';\n"],
    ]);
    expect(breaches(sources)).toEqual([
      'server/forms/page.ts:2 imports "../../generator/routes.ts": server/ may import only server/, kernel/',
      'islands/chat/ask.ts:2 imports "../../server/json.ts": islands/ may import only islands/, kernel/',
      'templates/Page.tsx:2 imports "../generator/content/site.ts": templates/ may import only templates/, islands/, kernel/',
      'generator/build.ts:1 imports "../bin/cli.ts": nothing outside bin/ may import bin/',
      'bin/cli.ts:1 imports "../generator/build.ts": bin/cli.ts must import each command\'s code lazily, with import()',
      'kernel/money.ts imports "node:crypto", but reaches the browser bundle through islands/price/Price.tsx',
    ]);
  });

  it('counts a type-only import from the generator as an import in the kernel and the server', () => {
    const sources = new Map([
      ['kernel/headers.ts', "import type { Site } from '../generator/content/site.ts';\n"],
      ['server/forms/api.ts', "import { type Site } from '../../generator/content/site.ts';\n"],
    ]);
    expect(breaches(sources)).toEqual([
      'kernel/headers.ts:1 imports "../generator/content/site.ts": kernel/ may import only kernel/',
      'server/forms/api.ts:1 imports "../../generator/content/site.ts": server/ may import only server/, kernel/',
    ]);
  });
});

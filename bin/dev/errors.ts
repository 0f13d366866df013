import path from 'node:path';

/** An esbuild failure: each message knows its file and line. */
interface BuildFailure {
  errors: { text: string; location: { file: string; line: number } | null }[];
}

const isBuildFailure = (error: unknown): error is BuildFailure =>
  typeof error === 'object' && error !== null && Array.isArray((error as BuildFailure).errors);

/**
 * What went wrong, as `file:line: message` lines for the terminal and the page's overlay: each
 * esbuild message where it points, or a thrown error where it was thrown: the first frame of its
 * innermost cause's stack in the project's own code, relative to `root`.
 *
 * @example describeError(new SyntaxError('Unexpected token'), root) // ['templates/pages/Blog.tsx:12: Unexpected token']
 */
export function describeError(error: unknown, root: string, locate: Locate = (file, line) => ({ file, line })): string[] {
  if (isBuildFailure(error) && error.errors.length) {
    return error.errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}: ${e.text}` : e.text));
  }
  const message = error instanceof Error ? error.message : String(error);
  const where = sourceLine(error, root, locate);
  return [where ? `${where}: ${message}` : message];
}

/** Maps a place in generated code (a bundle) to its source; the identity for a source file. */
export type Locate = (file: string, line: number, column: number) => { file: string; line: number } | undefined;

/** The first frame in the project's own files of the innermost cause that has one: where it was thrown. */
function sourceLine(error: unknown, root: string, locate: Locate): string | undefined {
  const chain: Error[] = [];
  for (let e = error; e instanceof Error; e = e.cause) chain.unshift(e);
  for (const e of chain) {
    for (const [, file, line, column] of (e.stack ?? '').matchAll(/(?:\(|at |file:\/\/)(\/[^():\s?]+)(?:\?[^:\s]*)?:(\d+):(\d+)/g)) {
      const source = locate(file!, Number(line), Number(column));
      if (!source) continue;
      const relative = path.relative(root, source.file);
      if (!relative.startsWith('..') && !relative.split(path.sep).includes('node_modules')) return `${relative}:${source.line}`;
    }
  }
  return undefined;
}

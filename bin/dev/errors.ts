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
export function describeError(error: unknown, root: string): string[] {
  if (isBuildFailure(error) && error.errors.length) {
    return error.errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}: ${e.text}` : e.text));
  }
  const message = error instanceof Error ? error.message : String(error);
  const where = sourceLine(error, root);
  return [where ? `${where}: ${message}` : message];
}

/** The first frame in the project's own files of the innermost cause that has one: where it was thrown. */
function sourceLine(error: unknown, root: string): string | undefined {
  const chain: Error[] = [];
  for (let e = error; e instanceof Error; e = e.cause) chain.unshift(e);
  for (const e of chain) {
    for (const [, file, line] of (e.stack ?? '').matchAll(/(?:\(|at |file:\/\/)(\/[^():\s]+):(\d+):\d+/g)) {
      const relative = path.relative(root, file!);
      if (!relative.startsWith('..') && !relative.split(path.sep).includes('node_modules') && !relative.startsWith('.dist-')) return `${relative}:${line}`;
    }
  }
  return undefined;
}

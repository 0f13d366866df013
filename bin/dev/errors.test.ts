import * as esbuild from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeError } from './errors.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('build errors as the overlay shows them', () => {
  it('names the file and line esbuild points at', async () => {
    const error = await esbuild.build({ stdin: { contents: 'const a = {;', sourcefile: 'templates/Broken.tsx', loader: 'tsx' }, write: false, logLevel: 'silent' }).catch((e: unknown) => e);
    expect(describeError(error, root)).toEqual([expect.stringMatching(/^templates\/Broken\.tsx:1: /)]);
  });

  it('names where an error was thrown: the first frame in the project of its innermost cause', () => {
    const cause = new TypeError("Cannot read properties of undefined (reading 'title')");
    cause.stack = `TypeError: ${cause.message}\n    at render (${root}/node_modules/react-dom/x.js:10:5)\n    at Blog (${root}/templates/pages/Blog.tsx:42:17)`;
    const error = new Error(`/blog (template blog, from content/blog): ${cause.message}`, { cause });
    error.stack = `Error: ${error.message}\n    at renderPage (${root}/generator/render.tsx:50:11)`;
    expect(describeError(error, root)).toEqual([`templates/pages/Blog.tsx:42: /blog (template blog, from content/blog): ${cause.message}`]);
  });
});

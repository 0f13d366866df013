import { describe, expect, it } from 'vitest';
import { IssueList } from './issues.ts';
import { parseBlocks, plainText, renderMarkdown, wordCount } from './markdown.ts';

const render = (source: string) => renderMarkdown(source, { file: 'content/a.md', line: 1 }, {}, new IssueList());

// The expected HTML is what remark-html with GitHub's sanitising schema wrote, so pages built
// before the switch to markdown-it stay byte for byte the same.
describe('renderMarkdown', () => {
  it('drops raw HTML and keeps the words around it', () => {
    expect(render('Hello <script>alert(1)</script> there.\n\n<img src=x onerror=alert(1)>')).toBe('<p>Hello alert(1) there.</p>');
  });

  it('drops addresses with schemes a page must not link to, and keeps the link text', () => {
    expect(render('[click me](javascript:alert(1)) [mail](mailto:a@b.test) [rel](/help?a=1&b=2 "T & \\"q\\"")'))
      .toBe('<p><a>click me</a> <a href="mailto:a@b.test">mail</a> <a href="/help?a=1&#x26;b=2" title="T &#x26; &#x22;q&#x22;">rel</a></p>');
    expect(render('![alt](data:image/png;base64,AA) ![ok](https://x.test/a.png)'))
      .toBe('<p><img alt="alt"> <img src="https://x.test/a.png" alt="ok"></p>');
  });

  it('writes void elements and escapes as before', () => {
    expect(render('line  \nbreak\n\n---')).toBe('<p>line<br>\nbreak</p>\n<hr>');
    expect(render('5 > 3 < 4 & "quoted" `a<b>&`')).toBe('<p>5 > 3 &#x3C; 4 &#x26; "quoted" <code>a&#x3C;b>&#x26;</code></p>');
  });
});

describe('parseBlocks: blocks', () => {
  it('gives each top-level block its place and each ## heading its words', () => {
    const source = 'Intro line\nmore\n\n## Why **this** `way`\n\n- one\n- two\n\n### Not a section\n';
    expect(parseBlocks(source).blocks).toEqual([
      { from: 0, to: 15, line: 1 },
      { heading: 'Why this way' },
      { from: 40, to: 51, line: 6 },
      { from: 53, to: 70, line: 9 },
    ]);
    expect(source.slice(40, 51)).toBe('- one\n- two');
  });
});

describe('plainText and wordCount', () => {
  it('part words at tags, entities and spaces of any kind, as reading time and search count them', () => {
    const html = '<h2>AT&amp;T</h2>\n<p>Clean <a href="/x?a&amp;b">homes</a>,\u00a0fast&#x26;well.</p>';
    expect(plainText(html)).toBe('AT T Clean homes , fast well.');
    expect(wordCount(html)).toBe(7);
    expect(wordCount(' <p> </p> ')).toBe(0);
    expect(plainText('a < b > c')).toBe('a c');
  });
});

describe('parseBlocks: renderRun', () => {
  const source = [
    'Intro with **bold** and [a link](https://example.com).', '', '> quoted', '',
    '## First', '', '- one', '- two', '', '### Deeper', '', '    code', '', '1. a', '', '   b', '',
    '## Last', '', 'Bye &amp; <b>raw</b> html.', '',
  ].join('\n');

  it('renders runs of blocks from its one parse as renderMarkdown renders their text', () => {
    const { blocks, renderRun } = parseBlocks(source);
    const ranges = blocks.filter((b) => 'from' in b);
    expect(renderRun).toBeDefined();
    for (const [i, first] of ranges.entries()) {
      for (const last of ranges.slice(i, i + 3)) {
        // Runs that cross a ## heading are never asked for.
        if (blocks.slice(blocks.indexOf(first), blocks.indexOf(last)).some((b) => 'heading' in b)) continue;
        expect(renderRun!(first, last)).toBe(render(source.slice(first.from, last.to)));
      }
    }
  });

  it('leaves the rendering to the text where it would differ: settings to fill, link references', () => {
    expect(parseBlocks('Write to {{email}}.\n\nMore.').renderRun).toBeUndefined();
    expect(parseBlocks('See [the guide][g].\n\n[g]: https://example.com').renderRun).toBeUndefined();
  });
});

// The part of markdown-it (which ships no types) that markdown.ts uses; @types/markdown-it would
// be one more package to install for a few members.
declare module 'markdown-it' {
  interface Token {
    type: string;
    tag: string;
    nesting: 1 | 0 | -1;
    level: number;
    map: [number, number] | null;
    content: string;
    children: Token[] | null;
    attrs: [string, string][] | null;
    attrGet(name: string): string | null;
  }
  interface Rule {
    push(name: string, rule: (state: { tokens: Token[] }) => void): void;
  }
  export default class MarkdownIt {
    constructor(preset: 'commonmark' | 'default' | 'zero', options?: { html?: boolean; xhtmlOut?: boolean });
    render(source: string): string;
    parse(source: string, env: object): Token[];
    validateLink: (url: string) => boolean;
    options: object;
    renderer: { rules: Record<string, () => string>; render(tokens: Token[], options: object, env: object): string };
    core: { ruler: Rule };
  }
}

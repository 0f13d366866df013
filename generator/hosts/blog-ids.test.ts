import { describe, expect, it } from 'vitest';
import { BLOG_IDS_FILE } from '../../kernel/blog-ids.ts';
import type { SiteManifest } from '../../kernel/manifest.ts';
import { redirectBlogId } from '../../functions/blog/[id].ts';
import { hostFiles } from './index.ts';

/** A manifest with `posts` numeric blog addresses and a few other redirects. */
function manifest(posts: number): SiteManifest {
  const redirects = [
    { from: '/nestwell-ios', to: 'https://apps.example/nestwell', status: 302 },
    { from: '/support/pricing-and-payments', to: '/support/pricing-&-payments', status: 301 },
  ];
  for (let id = 1; id <= posts; id++) redirects.push({ from: `/blog/${id}`, to: `/blog/post-${id}`, status: 301 });
  return { redirects, notFound: [{ prefix: '/blog/', file: 'blog/404.html' }], errorPage: '500.html', headers: [{ path: '/*', headers: {} }], pages: {} };
}

const blogIdRules = (redirects: string) => redirects.split('\n').filter((line) => /^\/blog\/\d+ /.test(line));

describe('numeric blog addresses on Cloudflare Pages', () => {
  it('stay static _redirects rules while they fit, and no Function runs for them', () => {
    const files = hostFiles(manifest(1900), { host: 'cloudflare' }, []);
    expect(blogIdRules(files.get('_redirects')!)).toHaveLength(1900);
    expect(JSON.parse(files.get('_routes.json')!)).toEqual({ version: 1, include: ['/be/api/*'], exclude: [] });
    expect(files.has(BLOG_IDS_FILE)).toBe(false);
  });

  it('move to the id map and the blog Function past 2,000 static rules; the other redirects stay static', () => {
    const files = hostFiles(manifest(10_000), { host: 'cloudflare' }, []);
    const redirects = files.get('_redirects')!;
    expect(blogIdRules(redirects)).toEqual([]);
    expect(redirects).toContain('/support/pricing-and-payments /support/pricing-&-payments 301');
    const ids = JSON.parse(files.get(BLOG_IDS_FILE)!) as Record<string, string>;
    expect(Object.keys(ids)).toHaveLength(10_000);
    expect(ids['1']).toBe('post-1');
    expect(ids['10000']).toBe('post-10000');
    expect(JSON.parse(files.get('_routes.json')!).include).toEqual(['/be/api/*', ...[...'0123456789'].map((d) => `/blog/${d}*`)]);
  });

  it('stay forced rules on Netlify, which has no such limit', () => {
    const files = hostFiles(manifest(10_000), { host: 'netlify' }, []);
    expect(blogIdRules(files.get('_redirects')!)).toHaveLength(10_000);
    expect(files.get('_redirects')).toContain('/blog/10000 /blog/post-10000 301!');
    expect(files.has('_routes.json')).toBe(false);
  });
});

describe('the blog id Function', () => {
  const ids = { '7': 'a-post', '12345': 'a-later-post' };
  const call = (path: string) => {
    const fetched: string[] = [];
    const env = {
      ASSETS: {
        fetch: async (url: URL) => {
          fetched.push(url.pathname);
          return new Response(JSON.stringify(ids), { headers: { 'Content-Type': 'application/json', 'ETag': '"x"', 'Content-Security-Policy': "default-src 'self'" } });
        },
      },
    };
    const next = async () => new Response('page', { status: 200 });
    return { response: redirectBlogId({ request: new Request(`https://site.test${path}`), env, next }), fetched };
  };

  it('answers an id with a 301 to its article, with the site policy headers and without the map\'s own', async () => {
    for (const [id, slug] of Object.entries(ids)) {
      const response = await call(`/blog/${id}`).response;
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe(`/blog/${slug}`);
      expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
      expect(response.headers.get('Content-Type')).toBeNull();
      expect(response.headers.get('ETag')).toBeNull();
    }
  });

  it('passes an unknown id and an article that starts with a digit to the static site, reading no map for the article', async () => {
    expect((await call('/blog/99').response).status).toBe(200);
    const article = call('/blog/10-ways-to-clean');
    expect((await article.response).status).toBe(200);
    expect(article.fetched).toEqual([]);
  });
});

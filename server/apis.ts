import type { RenderForm } from '../kernel/forms/fields.ts';
import { closeIfUnread } from './body.ts';
import { chatApi, type ChatApiOptions } from './chat/api.ts';
import { clientPolicy, viaTrustedProxy, type ClientPolicy } from './client.ts';
import { formsApi, type FormsApiOptions } from './forms/api.ts';
import type { FormStore } from './forms/store.ts';
import { healthApi } from './health.ts';
import { sendJson } from './json.ts';
import type { ApiHandler } from './server.ts';

export interface SiteApisOptions {
  /** The built site: the chat index and the form pages live there. */
  dir: string;
  /** Where form submissions are stored. */
  dataDir: string;
  rateLimit?: FormsApiOptions['rateLimit'];
  renderForm: RenderForm;
  /** The build's server folder (the chat index); by default the one beside `dir`. */
  serverDir?: string;
  /** Trusted proxy hops, their header and secret, the site URL; by default from the environment and the build. */
  client?: Partial<ClientPolicy>;
  /** The chat's engine, or a function giving the engine of the moment (see chatApi); by default the build's index. */
  chatEngine?: ChatApiOptions['engine'];
}

/**
 * Every API under /be/api/: the chat, the forms and the health check. `site serve`, `site dev` and the end-to-end
 * harness all mount this, so a form that works in one works in all three. Behind a trusted proxy,
 * the chat and the forms answer only requests that carry the proxy's secret: whoever reaches the
 * server around the proxy could otherwise skip its checks. The health check answers anyone.
 *
 * @example createSiteHandler({ dir, api: siteApis({ dir, dataDir, renderForm }).routes })
 */
export function siteApis(options: SiteApisOptions): { routes: Record<string, ApiHandler>; store: FormStore } {
  const client = clientPolicy(options.dir, options.client);
  const forms = formsApi({ ...options, client });
  const visitorApis = { ...chatApi(options.dir, { client, serverDir: options.serverDir, engine: options.chatEngine }), ...forms.routes };
  const gated = client.trustProxy > 0 ? Object.fromEntries(Object.entries(visitorApis).map(([key, api]) => [key, throughProxy(api, client)])) : visitorApis;
  const routes = { ...gated, ...healthApi({ dir: options.dir, dataDir: options.dataDir, serverDir: options.serverDir }) };
  return { routes, store: forms.store };
}

function throughProxy(api: ApiHandler, client: ClientPolicy): ApiHandler {
  return (req, res, pathname) => {
    if (viaTrustedProxy(req, client)) return api(req, res, pathname);
    req.resume();
    sendJson(res, 403, { error: 'This API answers requests made through the site only.' }, closeIfUnread(req, 403));
  };
}

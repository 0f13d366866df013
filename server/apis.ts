import type { RenderForm } from '../kernel/forms/fields.ts';
import { chatApi, type ChatApiOptions } from './chat/api.ts';
import type { ClientPolicy } from './client.ts';
import { formsApi, type FormsApiOptions } from './forms/api.ts';
import type { FormStore } from './forms/store.ts';
import { healthApi } from './health.ts';
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
  /** Trusted proxy hops and the site URL; by default from the environment and the build. */
  client?: Partial<ClientPolicy>;
  /** The chat's engine, or a function giving the engine of the moment (see chatApi); by default the build's index. */
  chatEngine?: ChatApiOptions['engine'];
}

/**
 * Every API under /be/api/: the chat, the forms and the health check. `site serve`, `site dev` and the end-to-end
 * harness all mount this, so a form that works in one works in all three.
 *
 * @example createSiteHandler({ dir, api: siteApis({ dir, dataDir, renderForm }).routes })
 */
export function siteApis(options: SiteApisOptions): { routes: Record<string, ApiHandler>; store: FormStore } {
  const forms = formsApi(options);
  const routes = { ...chatApi(options.dir, { client: options.client, serverDir: options.serverDir, engine: options.chatEngine }), ...forms.routes, ...healthApi({ dir: options.dir, dataDir: options.dataDir, serverDir: options.serverDir }) };
  return { routes, store: forms.store };
}

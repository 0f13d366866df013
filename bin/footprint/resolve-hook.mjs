// The resolve hook of record-modules.mjs: reports each resolved URL to the main thread.
let port;
export function initialize(data) {
  port = data.port;
}
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  port.postMessage(result.url);
  return result;
}

/**
 * Raw HTTP in tests that check the wire itself (status codes, headers, the OpenAPI document).
 * The JSON is walked freely in assertions, which is what `any` is for here.
 */
// biome-ignore lint/suspicious/noExplicitAny: assertions walk arbitrary JSON documents.
export type LooseJson = any;

export async function readJson(response: Response): Promise<LooseJson> {
  return response.json();
}

export async function getJson(url: string): Promise<LooseJson> {
  return readJson(await fetch(url));
}

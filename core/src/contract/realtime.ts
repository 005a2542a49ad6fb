/**
 * Where the realtime WebSocket is opened (docs/contract.md#realtime). Not an HTTP route, so not a
 * contract: the API upgrades requests on this path, and the SDK's generated route table carries it
 * (scripts/sdk-routes.ts) so the client opens the socket the server listens on.
 */
export const realtimePath = '/api/realtime';

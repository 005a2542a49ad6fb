/**
 * @tradesim/ui-kit/testing: the component-test helpers both apps share (fake SDK, render helper,
 * sample rows). Test code only: dependency-cruiser keeps it out of the apps' runtime code. Each
 * app's src/test/ wraps these with its own session, fixtures and live probe (its own realtime hook).
 */
export { buildFakeSdk, type EmittedEvent, type FakeSdk, type FakeSdkSetup } from './fake-sdk.js';
export { assetFixture, portfolioFixture, profileFixture, transactionFixture } from './fixtures.js';
export { commonPasswordRefusal, expectOnlyFieldMessage } from './password-refusal.js';
export { LocationProbe, type RenderRoutesOptions, renderPage, renderRoutes } from './render.js';

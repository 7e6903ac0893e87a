export { ProviderStrip, providerStripScrolls, NO_PROVIDERS_MESSAGE, PROVIDER_SLOT, PROVIDER_LOGO_SIZE } from './ProviderStrip';
export type { ProviderStripProps } from './ProviderStrip';

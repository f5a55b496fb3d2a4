import { catalogue } from '@kosh/contract/messages/catalogue';
import { provideCatalogue } from './catalogue-store';

/**
 * What every import of the contract's message catalogue resolves to in the web app
 * (vite.config.ts): the catalogue itself, handed to `tm()` as it is evaluated (see
 * ./catalogue-store.ts). The contract's schemas import it too, so it comes with their screens.
 */
export * from '@kosh/contract/messages/catalogue';

provideCatalogue(catalogue);

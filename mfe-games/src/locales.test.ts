/** @jest-environment node */
import { checkLocales } from '@portal/locale-check';

// The play feature registers its files under `play` (keyPrefix), so its own top-level keys are nested.
checkLocales(__dirname, { namespace: 'games', minFolders: 8, prefixed: ['play'] });

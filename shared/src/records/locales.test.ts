/** @jest-environment node */
import { checkLocales } from '@portal/locale-check';

// The records kit's texts (the `shared` namespace, under `records`): MY, EN and CN alike, in their scripts.
checkLocales(__dirname, { namespace: 'shared', minFolders: 1 });

/** @jest-environment node */
import { checkLocales } from '@portal/locale-check';

checkLocales(__dirname, { namespace: 'shell', minFolders: 10, uniqueTopLevel: false });

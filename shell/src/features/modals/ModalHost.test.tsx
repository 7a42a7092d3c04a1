import { act, render, screen, within } from '@testing-library/react';
import { sendCommand } from '@portal/kernel';
import type { SiteInfo } from '@portal/shared/contracts';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { SiteConfigContext } from '../boot';
import { ModalHost } from './ModalHost';

const SITE = { customerService: [], resources: [], whitelabel: {}, referral: { enabled: true } } as unknown as SiteInfo;

test.each([
  ['EN', 'Trial account', 'Confirm'],
  ['MY', 'အစမ်းအကောင့်', 'အတည်ပြုမည်'],
  ['CN', '试玩账号', '确认'],
] as const)('in %s the trial warning is titled by what it is about, not like its button', async (language, title, button) => {
  shellWriter.setLanguage(language);
  render(
    <SiteConfigContext.Provider value={SITE}>
      <ModalHost />
    </SiteConfigContext.Provider>,
  );
  act(() => sendCommand({ type: 'openModal', modal: 'trialWarning' }));
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(within(dialog).getByRole('button', { name: button })).toBeInTheDocument();
});

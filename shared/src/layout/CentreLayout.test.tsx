import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n, Outlet } from '@portal/kernel';
import { setScreenWidth } from '../testing';
import { NavMenu } from '../ui';
import { CentreLayout } from '.';

// The kit's own texts come from the shared namespace; these tests read them in English.
beforeAll(() => initI18n('EN'));

const PAGES = [
  { to: '/member/securityCenter', label: 'Security centre' },
  { to: '/member/depositv2', label: 'Deposit' },
  { to: '/member/withdraw', label: 'Withdraw' },
];

function Centre() {
  return (
    <CentreLayout name="Member centre" pages={PAGES} menu={<NavMenu items={PAGES} label="Member pages" />}>
      <Outlet />
    </CentreLayout>
  );
}

function renderCentre(path = '/member/depositv2') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/member" element={<Centre />}>
          <Route path="depositv2" element={<input aria-label="Deposit amount" />} />
          <Route path="withdraw" element={<input aria-label="Withdrawal amount" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Member centre menu' });
const drawer = () => screen.queryByRole('dialog', { name: 'Member centre' });
const isBefore = (a: Node, b: Node) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('CentreLayout on a wide screen', () => {
  beforeEach(() => setScreenWidth(1280));

  it('puts the menu beside the page, before it, with no menu button', () => {
    renderCentre();
    const menu = screen.getByRole('navigation', { name: 'Member pages' });
    expect(isBefore(menu, screen.getByRole('textbox', { name: 'Deposit amount' }))).toBe(true);
    expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
  });
});

describe('CentreLayout on a phone', () => {
  beforeEach(() => setScreenWidth(375));

  it('opens on the page, under a bar naming it; the menu waits behind the bar’s button', () => {
    renderCentre();
    const field = screen.getByRole('textbox', { name: 'Deposit amount' });
    expect(screen.queryByRole('navigation', { name: 'Member pages' })).not.toBeInTheDocument();
    expect(isBefore(screen.getByText('Deposit'), field)).toBe(true);
    expect(isBefore(menuButton(), field)).toBe(true);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveTextContent('Menu');
  });

  it('opens the menu as a drawer with focus in it; Escape closes it and focus goes back to the button', async () => {
    const user = userEvent.setup();
    renderCentre();
    await user.click(menuButton());
    const open = drawer()!;
    expect(open).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', open.id);
    // Focus lands on the page shown, in the drawer.
    expect(within(open).getByRole('link', { name: 'Deposit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a tap on the backdrop and on its close button', async () => {
    const user = userEvent.setup();
    renderCentre();
    await user.click(menuButton());
    await user.click(screen.getByTestId('centre-menu-backdrop'));
    expect(drawer()).not.toBeInTheDocument();
    await user.click(menuButton());
    await user.click(within(drawer()!).getByRole('button', { name: 'Close' }));
    expect(drawer()).not.toBeInTheDocument();
  });

  it('a page picked in the drawer is shown, named in the bar, and the drawer closes', async () => {
    const user = userEvent.setup();
    renderCentre();
    await user.click(menuButton());
    await user.click(within(drawer()!).getByRole('link', { name: 'Withdraw' }));
    expect(screen.getByRole('textbox', { name: 'Withdrawal amount' })).toBeInTheDocument();
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getByText('Withdraw')).toBeInTheDocument();
  });

  it('turned sideways past the breakpoint, the menu is back beside the page and what was typed stays', async () => {
    const user = userEvent.setup();
    renderCentre();
    await user.type(screen.getByRole('textbox', { name: 'Deposit amount' }), '5000');
    await user.click(menuButton());
    setScreenWidth(812);
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Member pages' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Deposit amount' })).toHaveValue('5000');
  });
});

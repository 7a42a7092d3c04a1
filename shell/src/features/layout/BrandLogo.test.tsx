import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { BrandLogo, brandInitials } from './BrandLogo';

test('the logo is a link home named by the brand, whose mark is the brand’s initials (alone on a phone)', () => {
  shellWriter.setLanguage('MY');
  render(
    <MemoryRouter>
      <BrandLogo />
    </MemoryRouter>,
  );
  const logo = screen.getByRole('link', { name: 'Golden Myanmar' });
  expect(logo).toHaveAttribute('href', '/');
  expect(screen.getByTestId('brand-mark')).toHaveTextContent(/^GM$/);
});

test('initials of one word and of several', () => {
  expect(brandInitials('Golden Myanmar')).toBe('GM');
  expect(brandInitials('lucky')).toBe('L');
  expect(brandInitials('  Royal  Golden  Palace ')).toBe('RG');
});

import { render, screen } from '@testing-library/react';
import { Section } from '.';

describe('Section', () => {
  it('is a region named by its heading, with what goes beside the title', () => {
    render(
      <Section title="Bank cards" aside={<button type="button">Add</button>} testId="cards">
        <p>content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Bank cards' });
    expect(region).toHaveAttribute('data-testid', 'cards');
    expect(screen.getByRole('heading', { level: 2, name: 'Bank cards' })).toBeInTheDocument();
    expect(region).toContainElement(screen.getByRole('button', { name: 'Add' }));
  });
});

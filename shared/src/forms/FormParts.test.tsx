import { render, screen } from '@testing-library/react';
import { FormMessage, SelectField } from '.';

describe('SelectField', () => {
  it('labels its select and shows the error under it, marking the select invalid', () => {
    const { rerender } = render(
      <SelectField label="Bank" value="kbz" onChange={() => undefined}>
        <option value="kbz">KBZ Bank</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <SelectField label="Bank" value="kbz" onChange={() => undefined} error="Please choose a bank." touch>
        <option value="kbz">KBZ Bank</option>
      </SelectField>,
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a bank.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a bank.');
    // identity-obj-proxy: the class names are the CSS module's keys.
    expect(select).toHaveClass('control', 'touch');
    expect(select.parentElement).toHaveClass('select', 'shrink');
  });
});

describe('FormMessage', () => {
  it('shows nothing without a message, an error as an alert and a success as a status', () => {
    const { container, rerender } = render(<FormMessage message={null} />);
    expect(container).toBeEmptyDOMElement();

    rerender(<FormMessage message="Refused" testId="message" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(screen.getByTestId('message')).toHaveClass('formError');
    expect(screen.getByTestId('message')).not.toHaveClass('wrapAnywhere');

    rerender(<FormMessage message="Sent" tone="success" wrapAnywhere testId="message" />);
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    expect(screen.getByTestId('message')).toHaveClass('formSuccess', 'wrapAnywhere');
  });
});

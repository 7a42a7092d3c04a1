import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilePickButton, FormMessage, SelectField } from '.';

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

describe('FilePickButton', () => {
  it('is a labelled file input: a pick hands over the files and empties it, so the same file can be picked again', async () => {
    const picked: string[][] = [];
    render(<FilePickButton label="Upload a picture" accept={['image/png', 'image/jpeg']} onFiles={(files) => picked.push([...(files ?? [])].map((file) => file.name))} />);
    const input = screen.getByLabelText<HTMLInputElement>('Upload a picture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    const face = new File(['png'], 'face.png', { type: 'image/png' });
    await userEvent.upload(input, face);
    expect(input.value).toBe('');
    await userEvent.upload(input, face);
    expect(picked).toEqual([['face.png'], ['face.png']]);
  });

  it('says when it is refused or off', () => {
    render(<FilePickButton label="Add pictures" onFiles={() => undefined} invalid disabled />);
    const input = screen.getByLabelText('Add pictures');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeDisabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MCSFE_getPromotionList, MCSFE_signUpPromotionJoin } from '@portal/shared/contracts';
import { apiError, loginAs, MEMBER } from '@portal/shared/testing';
import { BIG_WIN_SHARE, promotionList } from '../../testing/fixtures';
import { renderPromotions, stubPromotions } from '../../testing/promotions';

beforeEach(() => loginAs(MEMBER, { balance: 1_000_000 }));

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });
const card = () => screen.getByRole('article', { name: 'Share your big win' });

async function openForm() {
  renderPromotions();
  await userEvent.click(await screen.findByRole('button', { name: 'Apply for Share your big win' }));
  return within(card()).getByTestId('application-form');
}

test('an activity that asks for an application sends the comment and the chosen pictures, and shows the review status', async () => {
  const server = stubPromotions()
    .on(MCSFE_getPromotionList, [...promotionList(), BIG_WIN_SHARE])
    .on(MCSFE_signUpPromotionJoin, ({ promotionId }) => ({ promotionId, status: 'APPLYING' }));
  const form = await openForm();
  await userEvent.type(within(form).getByLabelText('Comment'), 'Won big on Dragon Tiger');
  expect(within(form).getByText('23 / 140 characters')).toBeInTheDocument();
  await userEvent.upload(within(form).getByLabelText('Add images'), [png('win-1.png'), png('win-2.png')]);
  expect(await within(form).findByRole('img', { name: 'win-2.png' })).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Remove win-1.png' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));

  await waitFor(() => expect(within(card()).getByTestId('promotion-status')).toHaveTextContent('Application under review'));
  const [sent] = server.calls(MCSFE_signUpPromotionJoin);
  expect(sent).toMatchObject({ promotionId: 4, comment: 'Won big on Dragon Tiger' });
  expect(sent!.images).toHaveLength(1);
  expect(sent!.images![0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  expect(within(card()).queryByTestId('application-form')).not.toBeInTheDocument();
});

test('a missing comment, a file that is not a picture and a fourth picture are caught before sending', async () => {
  const server = stubPromotions().on(MCSFE_getPromotionList, [...promotionList(), BIG_WIN_SHARE]);
  const form = await openForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Please write a comment for your application.');

  // The picker only offers pictures; a file dropped past it is still refused by its type.
  await userEvent.upload(within(form).getByLabelText('Add images'), new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
  expect(within(form).getByRole('alert')).toHaveTextContent('notes.txt is not a PNG or JPG image.');
  await userEvent.upload(within(form).getByLabelText('Add images'), [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
  expect(within(form).getByRole('alert')).toHaveTextContent('You can send at most 3 images.');
  expect(server.calls(MCSFE_signUpPromotionJoin)).toEqual([]);
});

test("the server's refusal of a picture is shown under the pictures, and what was typed stays", async () => {
  stubPromotions()
    .on(MCSFE_getPromotionList, [...promotionList(), BIG_WIN_SHARE])
    .on(MCSFE_signUpPromotionJoin, () => {
      throw apiError('validation.failed', 'images: Images must be PNG or JPG pictures of at most 5 MB each, and at most 3', 'images');
    });
  const form = await openForm();
  await userEvent.type(within(form).getByLabelText('Comment'), 'My win');
  await userEvent.upload(within(form).getByLabelText('Add images'), png('win.png'));
  await within(form).findByRole('img', { name: 'win.png' });
  await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Images must be PNG or JPG');
  expect(within(form).getByLabelText('Comment')).toHaveValue('My win');
  expect(within(card()).getByTestId('promotion-status')).toHaveTextContent('Open to join');
});

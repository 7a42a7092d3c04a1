import { render, screen } from '@testing-library/react';
import { installIntersectionObserver, intersect, observersOf } from '@portal/shared/testing';
import { NearViewport } from './NearViewport';

installIntersectionObserver();

test('what is below the screen is not rendered (nor downloaded) until it comes near, and then stays', () => {
  render(
    <NearViewport label="Loading games">
      <p>the games</p>
    </NearViewport>,
  );
  const placeholder = screen.getByLabelText('Loading games');
  expect(screen.queryByText('the games')).not.toBeInTheDocument();
  expect(observersOf(placeholder)[0]?.rootMargin).toBe('200px 0px');
  intersect(placeholder);
  expect(screen.getByText('the games')).toBeInTheDocument();
  expect(screen.queryByLabelText('Loading games')).not.toBeInTheDocument();
});

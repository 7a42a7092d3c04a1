import * as React from 'react';
import { reactInstanceCount, registerReact } from '.';

describe('registerReact', () => {
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterAll(() => errorSpy.mockRestore());

  it('counts one instance when every part runs the same React', () => {
    registerReact('shell', React);
    registerReact('mfe-games', React);
    expect(reactInstanceCount()).toBe(1);
    expect(document.documentElement.dataset.reactInstances).toBe('1');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('counts two distinct React objects as 2, publishes it for e2e and logs the owners', () => {
    const secondCopy = { ...React };
    registerReact('mfe-member', secondCopy);
    expect(reactInstanceCount()).toBe(2);
    expect(document.documentElement.dataset.reactInstances).toBe('2');
    expect(document.documentElement).toHaveAttribute('data-react-instances', '2');
    expect(errorSpy).toHaveBeenCalledWith(expect.stringMatching(/2 distinct React instances.*shell, mfe-games.*mfe-member/));
  });
});

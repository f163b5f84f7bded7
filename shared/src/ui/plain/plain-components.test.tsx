import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PlainAlert, PlainButton, PlainButtonLink, PlainText, ProgressBar, Spinner } from './plain-components';
import { writeStaticStyles } from './static-styles';

afterEach(() => {
  document.head.querySelectorAll('meta[name="csp-nonce"]').forEach((meta) => meta.remove());
});

describe('the plain components', () => {
  it('write their rules into the page once, however many of them render', () => {
    render(
      <>
        <PlainButton>One</PlainButton>
        <PlainButton>Two</PlainButton>
        <ProgressBar label="Loading" />
      </>,
    );
    const sheets = document.head.querySelectorAll('style[data-static-styles="plain"]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toContain('.xp-button{');
  });

  it('give a written sheet the page nonce, before emotion styles', () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'abc123';
    document.head.append(meta);
    const emotion = document.createElement('style');
    emotion.setAttribute('data-emotion', 'xp');
    document.head.append(emotion);

    writeStaticStyles('nonce-check', '.x{color:red}');

    const sheet = document.head.querySelector('style[data-static-styles="nonce-check"]');
    if (sheet === null) throw new Error('No sheet was written.');
    expect(sheet.getAttribute('nonce')).toBe('abc123');
    expect(sheet.compareDocumentPosition(emotion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    emotion.remove();
  });

  it('make a button that does not submit its form unless asked to', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <PlainButton>Show</PlainButton>
        <PlainButton type="submit" variant="contained">
          Send
        </PlainButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keep a disabled button from being pressed', () => {
    const press = vi.fn();
    render(
      <PlainButton disabled onClick={press}>
        Log in
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(press).not.toHaveBeenCalled();
  });

  it('announce an alert with its title and message, and a success as a status when asked', () => {
    render(
      <>
        <PlainAlert title="Unavailable">The casino could not be loaded.</PlainAlert>
        <PlainAlert severity="success" role="status">
          Code sent
        </PlainAlert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('UnavailableThe casino could not be loaded.');
    expect(screen.getByRole('status').textContent).toBe('Code sent');
  });

  it('name their progress indicators', () => {
    render(
      <>
        <ProgressBar label="Logging in" />
        <Spinner label="Loading the section" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Logging in' })).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Loading the section' })).toBeDefined();
  });

  it('render text as the element asked for and a button link that navigates', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <PlainText as="h1" variant="h5">
                Log in
              </PlainText>
              <PlainButtonLink to="/signup" variant="contained">
                Sign up
              </PlainButtonLink>
            </>
          ),
        },
        { path: '/signup', element: <PlainText>Sign-up page</PlainText> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByText('Sign-up page')).toBeDefined();
  });
});

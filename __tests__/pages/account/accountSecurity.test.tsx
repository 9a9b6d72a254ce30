// The profile's two-step login and "Log out everywhere" cards, and the back office's notice when
// staff need a second factor: the real store, API slice and pages; only HTTP answers are scripted.
import { configure, screen, within } from '@testing-library/react';
import { json, text, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { openStaffApp, requestsTo } from '../../support/staffApp';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const OFF = { enabled: false, pending: false, recoveryCodesLeft: 0, required: false };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SETUP = {
  key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/x',
  qr: ['101', '010', '101'],
};

const card = () => screen.getByRole('region', { name: 'Two-step login' });

describe('the two-step login card (staff)', () => {
  it('sets up: password, QR code and key, a code turns it on, the recovery codes once', async () => {
    let status = OFF;
    net.on('GET', '/api/profile/second-factor', () => json(status));
    net.on('POST', '/api/profile/second-factor/setup', () => json(SETUP));
    net.on('POST', '/api/profile/second-factor/confirm', () => {
      status = { ...OFF, enabled: true, recoveryCodesLeft: 10 };
      return json({ message: 'Your second factor is set up.', recoveryCodes: CODES });
    });
    const { user } = openStaffApp(net, 'admin', '/profile');
    await screen.findByText(/Protect your staff account/);
    await user.type(within(card()).getByLabelText('Current password'), 'correct horse 1');
    await user.click(within(card()).getByRole('button', { name: 'Set up' }));

    expect(await screen.findByRole('img', { name: 'QR code of your authenticator key' }));
    expect(within(card()).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(JSON.parse(net.bodies.at(-1) ?? '')).toEqual({ password: 'correct horse 1' });

    await user.type(within(card()).getByLabelText('Code from the app'), '123456');
    await user.click(within(card()).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Your second factor is set up.')).toBeInTheDocument();
    const shown = within(card())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown).toEqual(CODES);
    expect(requestsTo(net, 'POST', '/api/profile/second-factor/confirm')).toHaveLength(1);

    await user.click(within(card()).getByRole('button', { name: 'I have kept them' }));
    expect(await within(card()).findByText(/^On: logins ask for a code/)).toBeInTheDocument();
    expect(within(card()).getByText(/^10 recovery codes left/)).toBeInTheDocument();
    expect(within(card()).queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it("shows the server's reason and keeps the password when it is wrong", async () => {
    net.on('GET', '/api/profile/second-factor', () => json(OFF));
    net.on('POST', '/api/profile/second-factor/setup', () =>
      json({ message: 'Your current password is not correct.' }, 400),
    );
    const { user } = openStaffApp(net, 'admin', '/profile');
    await screen.findByText(/Protect your staff account/);
    await user.type(within(card()).getByLabelText('Current password'), 'wrong one');
    await user.click(within(card()).getByRole('button', { name: 'Set up' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    expect(within(card()).getByLabelText('Current password')).toHaveValue('wrong one');
  });

  it('turns it off with the password and a code', async () => {
    let status = { ...OFF, enabled: true, recoveryCodesLeft: 9 };
    net.on('GET', '/api/profile/second-factor', () => json(status));
    net.on('POST', '/api/profile/second-factor/remove', () => {
      status = OFF;
      return json({ message: 'Your second factor has been removed.' });
    });
    const { user } = openStaffApp(net, 'admin', '/profile');
    await screen.findByText(/^9 recovery codes left/);
    await user.type(within(card()).getByLabelText('Current password'), 'correct horse 1');
    await user.type(
      within(card()).getByLabelText('Code from the app, or a recovery code'),
      'abcde-fghij',
    );
    await user.click(within(card()).getByRole('button', { name: 'Turn off' }));
    expect(await within(card()).findByText(/Protect your staff account/)).toBeInTheDocument();
    const sent = net.requests.findIndex((r) => r.url.endsWith('/second-factor/remove'));
    expect(JSON.parse(net.bodies[sent] ?? '')).toEqual({
      password: 'correct horse 1',
      code: 'abcde-fghij',
    });
  });

  it('a member sees no two-step card', async () => {
    openStaffApp(net, 'member', '/profile');
    await screen.findByRole('region', { name: 'Your sessions' });
    expect(screen.queryByRole('region', { name: 'Two-step login' })).not.toBeInTheDocument();
  });
});

describe('log out everywhere', () => {
  it('ends every session on the server, then logs this tab out as "Log out" does', async () => {
    net.on('POST', '/api/profile/logout-everywhere', () =>
      json({ message: 'Every session of your account has ended, this one too.' }),
    );
    net.on('POST', '/api/auth/logout', () => text('', 401));
    const { user, router } = openStaffApp(net, 'member', '/profile');
    const sessions = await screen.findByRole('region', { name: 'Your sessions' });
    await user.click(within(sessions).getByRole('button', { name: 'Log out everywhere' }));
    await screen.findByRole('link', { name: 'Login' });
    expect(requestsTo(net, 'POST', '/api/profile/logout-everywhere')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the back office when staff need a second factor', () => {
  it("says why and links to the profile; the area's pages are not loaded", async () => {
    net.on('GET', '/api/profile/second-factor', () => json({ ...OFF, required: true }));
    openStaffApp(net, 'admin', '/staff');
    expect(
      await screen.findByRole('heading', { name: 'Set up two-step login first', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Staff accounts need a second factor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(requestsTo(net, 'GET', '/api/staff/messages')).toHaveLength(0);
  });
});

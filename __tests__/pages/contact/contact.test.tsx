import { configure, fireEvent, screen, within } from '@testing-library/react';
import { company } from '../../../contract/values/company';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

// Whole-app tests on a busy two-core machine: give lazily loaded pages time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const THANKS = "Thanks for your message — we'll reply within one business day.";
const contactPosts = () => net.requests.filter((r) => r.url.endsWith('/api/contact'));

const open = async () => {
  const view = renderApp('/contact', { preloadedState: loggedOut });
  await screen.findByRole('heading', { name: 'Contact Us', level: 1 }, { timeout: 5000 });
  return view;
};

const fields = () => ({
  fullName: screen.getByRole('textbox', { name: /Full Name/ }),
  email: screen.getByRole('textbox', { name: /Email/ }),
  subject: screen.getByRole('textbox', { name: /Subject/ }),
  message: screen.getByRole('textbox', { name: /Message/ }),
});

const fillIn = async (
  user: Awaited<ReturnType<typeof open>>['user'],
  email = 'ada@example.com',
) => {
  const f = fields();
  await user.type(f.fullName, 'Ada Lovelace');
  await user.type(f.email, email);
  await user.type(f.subject, 'A new website');
  await user.type(f.message, 'We would like a quote for a five-page site.');
  return f;
};

const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

describe('contact page', () => {
  it('shows the form beside the address, email, phone, hours and a lazily loaded map', async () => {
    await open();
    const f = fields();
    for (const input of Object.values(f)) expect(input).toBeRequired();
    expect(f.email).toHaveAttribute('type', 'email');
    expect(f.message.tagName).toBe('TEXTAREA');
    expect(sendButton()).toBeEnabled();
    const details = screen.getByRole('complementary', { name: 'Our office' });
    expect(within(details).getByText(company.address.street, { exact: false })).toBeVisible();
    expect(within(details).getByRole('link', { name: company.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${company.supportEmail}`,
    );
    expect(within(details).getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      company.phone.href,
    );
    expect(within(details).getByText('Mon-Fri 9:00 AM to 4:00 PM, Sat-Sun closed')).toBeVisible();
    // The map is computed from the company facts' location (50.797, -1.104).
    const officeMap = {
      title: 'Map showing the Kestrel Software office in Portsmouth',
      embedUrl:
        'https://www.openstreetmap.org/export/embed.html?bbox=-1.1120%2C50.7930%2C-1.0960%2C50.8010&layer=mapnik&marker=50.7970%2C-1.1040',
      linkUrl: 'https://www.openstreetmap.org/?mlat=50.7970&mlon=-1.1040#map=17/50.7970/-1.1040',
    };
    const map = within(details).getByTitle(officeMap.title);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', officeMap.embedUrl);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('width');
    expect(map).toHaveAttribute('height');
    const mapLink = within(details).getByRole('link', { name: 'Open the map in a new tab' });
    expect(mapLink).toHaveAttribute('href', officeMap.linkUrl);
    expect(mapLink).toHaveAttribute('target', '_blank');
  });

  it('sends the message, shows the server confirmation and clears the form', async () => {
    net.on('POST', '/api/contact', () => json({ message: THANKS }, 201));
    const { user } = await open();
    const f = await fillIn(user);
    await user.click(sendButton());
    const confirmation = await screen.findByText(THANKS);
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(JSON.parse(net.bodies[0] ?? '{}')).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'A new website',
      message: 'We would like a quote for a five-page site.',
    });
    for (const input of Object.values(f)) expect(input).toHaveValue('');
    // A cleared form after success shows no "required" complaints.
    expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();
  });

  it('on failure shows the server reason and keeps everything typed', async () => {
    net.on('POST', '/api/contact', () =>
      json({ message: 'Subject must be at most 150 characters.' }, 400),
    );
    const { user } = await open();
    const f = await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Subject must be at most 150 characters.',
    );
    expect(f.fullName).toHaveValue('Ada Lovelace');
    expect(f.email).toHaveValue('ada@example.com');
    expect(f.subject).toHaveValue('A new website');
    expect(f.message).toHaveValue('We would like a quote for a five-page site.');
    expect(sendButton()).toBeEnabled();
  });

  it('when the server is busy (503), shows its sentence and keeps what was typed', async () => {
    // server/platform/overload.ts and request-turns.ts: 503 with Retry-After and a JSON sentence.
    const busy = 'The server is busy right now. Please try again in a few seconds.';
    net.on('POST', '/api/contact', () => json({ message: busy }, 503));
    const { user } = await open();
    const f = await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
    expect(f.message).toHaveValue('We would like a quote for a five-page site.');
    expect(sendButton()).toBeEnabled();
  });

  it('without a reason from the server, says what to do instead', async () => {
    net.on('POST', '/api/contact', () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const { user } = await open();
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We could not send your message. Please try again or email us at ${company.supportEmail}.`,
    );
  });

  it('explains each empty field inline, without calling the server', async () => {
    const { user } = await open();
    await user.click(sendButton());
    const f = fields();
    const expected = {
      fullName: 'Please enter your full name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter your message.',
    };
    for (const [name, text] of Object.entries(expected)) {
      const input = f[name as keyof typeof f];
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(text);
    }
    expect(f.fullName).toHaveFocus();
    expect(contactPosts()).toHaveLength(0);
    // Fixing a field removes its message.
    await user.type(f.fullName, 'Ada');
    expect(f.fullName).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(expected.fullName)).not.toBeInTheDocument();
  });

  it('rejects a malformed email inline, without calling the server', async () => {
    const { user } = await open();
    const f = await fillIn(user, 'ada.example.com');
    await user.click(sendButton());
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
    expect(f.email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(f.email).toHaveFocus();
    expect(f.fullName).not.toHaveAttribute('aria-invalid');
    expect(contactPosts()).toHaveLength(0);
  });

  it("disables the button while sending ('Sending...') and a double click sends once", async () => {
    let answer: (response: Response) => void = () => undefined;
    net.on('POST', '/api/contact', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await open();
    await fillIn(user);
    await user.dblClick(sendButton());
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(contactPosts()).toHaveLength(1);
    answer(json({ message: THANKS }, 201));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    expect(contactPosts()).toHaveLength(1);
  });
  it('has a honeypot field people never meet: hidden from assistive technology and out of the tab order', async () => {
    const { user } = await open();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Leave this field empty', { selector: 'label' })).toHaveAttribute(
      'for',
      trap?.id,
    );
    // Not in the accessibility tree: no textbox by that name.
    expect(
      screen.queryByRole('textbox', { name: 'Leave this field empty' }),
    ).not.toBeInTheDocument();
    // Tabbing through the form goes from the message straight to the button.
    const f = fields();
    await user.click(f.fullName);
    const visited: Element[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      if (document.activeElement) visited.push(document.activeElement);
    }
    expect(visited).toEqual([f.email, f.subject, f.message, sendButton()]);
  });

  it('sends what a bot wrote into the honeypot, so that the server can drop the message', async () => {
    net.on('POST', '/api/contact', () => json({ message: THANKS }, 201));
    const { user } = await open();
    await fillIn(user);
    const trap = document.querySelector<HTMLInputElement>(
      'input[name="website"]',
    ) as HTMLInputElement;
    // A bot fills fields by name, not by keyboard.
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await user.click(sendButton());
    await screen.findByText(THANKS);
    expect(JSON.parse(net.bodies[0] ?? '{}')).toMatchObject({ website: 'https://spam.example' });
  });
});

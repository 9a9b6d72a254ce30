import { screen, within } from '@testing-library/react';
import { SITE_ROUTES } from '../../src/config/siteRoutes';
import { company } from '../../contract/values/company';
import { fetchDoubleForEachTest } from '../support/fetchDouble';
import { loggedOut, renderApp } from '../support/renderApp';

fetchDoubleForEachTest();

const footer = async () => {
  await screen.findByRole('navigation', { name: 'Main' });
  return screen.getByRole('contentinfo');
};

describe('footer', () => {
  it('links to careers, templates, courses, the service pages, support and course pages', async () => {
    renderApp('/contact', { preloadedState: loggedOut });
    const f = within(await footer());
    const expected: Record<string, string> = {
      Careers: '/careers',
      Templates: '/products?category=templates',
      Courses: '/courses',
      'Custom Software Development': '/services/csd',
      'Web Development': '/services/webdevelopment',
      'IT Consulting': '/services/itconsulting',
      'Logo Design': '/services/logodesign',
      FAQ: '/support/FAQ',
      'Help Centre': '/support/HelpCentre',
      'Privacy Policy': '/support/Privacypolicy',
      'Terms of Service': '/support/TermofServices',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(f.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const courseLinks = f.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(courseLinks).toEqual(
      expect.arrayContaining([
        '/courses/webdevelopment',
        '/courses/mobile-app-development',
        '/courses/dsa',
        '/careers/jobs',
      ]),
    );
  });

  it('every internal footer link leads to a route of the site', async () => {
    renderApp('/', { preloadedState: loggedOut });
    const hrefs = within(await footer())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(hrefs.length).toBeGreaterThan(15);
    const known = new Set(SITE_ROUTES.map((r) => r.toLowerCase()));
    for (const href of hrefs) {
      expect(known).toContain(href.split('?')[0]?.toLowerCase());
    }
  });

  it('shows the contact block and the social networks, opening in a new tab', async () => {
    renderApp('/', { preloadedState: loggedOut });
    const f = within(await footer());
    expect(f.getByRole('link', { name: company.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${company.supportEmail}`,
    );
    expect(f.getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      company.phone.href,
    );
    expect(f.getByText(company.hours.summary)).toBeInTheDocument();
    for (const social of company.social) {
      const link = f.getByRole('link', { name: new RegExp(social.name) });
      expect(link).toHaveAttribute('href', social.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });
});

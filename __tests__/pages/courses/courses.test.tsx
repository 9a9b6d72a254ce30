import { screen, within } from '@testing-library/react';
import { coursesSeed } from '../../../contract/documents/courses/seed';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { requestsTo } from '../../support/staffApp';
import { loggedIn, loggedOut, renderApp } from '../../support/renderApp';

const net = fetchDoubleForEachTest();

const open = (path: string) => renderApp(path, { preloadedState: loggedOut });

describe('courses catalogue', () => {
  it('links every course; web development is enrolling, the other two are marked Not available', async () => {
    open('/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const cards = within(screen.getByRole('region', { name: 'Courses' })).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const card = (title: string) =>
      cards.find((c) => within(c).queryByRole('heading', { name: title }))!;
    const expectations: [string, string, string][] = [
      ['Web Development', '/courses/webdevelopment', 'Enrolling now'],
      ['Mobile App Development', '/courses/mobile-app-development', 'Not available'],
      ['Data Structures & Algorithms', '/courses/dsa', 'Not available'],
    ];
    for (const [title, href, status] of expectations) {
      const c = card(title);
      expect(c).toHaveTextContent(status);
      expect(within(c).getByRole('link', { name: `View course (${title})` })).toHaveAttribute(
        'href',
        href,
      );
    }
    expect(card('Web Development')).not.toHaveTextContent('Not available');
  });
});

describe('web development course', () => {
  it('shows its facts, price and a weekly syllabus', async () => {
    open('/courses/webdevelopment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Web Development' })).toBeVisible();
    expect(screen.getByText('12 weeks, about 8 hours a week')).toBeInTheDocument();
    expect(screen.getByText('$1,200')).toBeInTheDocument();
    const syllabus = screen.getByRole('region', { name: 'Syllabus' });
    const modules = within(syllabus).getAllByRole('heading', { level: 3 });
    expect(modules.map((m) => m.textContent)).toEqual(
      coursesSeed.webDevelopment.syllabus.modules.map((m) => m.title),
    );
    expect(within(syllabus).getByText('Week 1')).toBeInTheDocument();
    expect(within(syllabus).getByText('Week 12')).toBeInTheDocument();
    expect(within(syllabus).getByText('Flexbox and Grid')).toBeInTheDocument();
  });

  it('sends a visitor who is not logged in to the login page, to come back here', async () => {
    const { router, user } = open('/courses/webdevelopment');
    await screen.findByRole('heading', { level: 1, name: 'Web Development' });
    expect(screen.getByText('You will be asked to log in or sign up first.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/courses/webdevelopment' });
  });

  it("keeps the login note's room, hidden, for a member, who enrols with the button", async () => {
    net.on('GET', '/api/enrolments', () => json({ enrolments: [], internships: [] }));
    net.on('POST', '/api/enrolments', () =>
      json(
        {
          course: 'webdevelopment',
          title: 'Web Development',
          status: 'enrolled',
          enrolledAt: '2026-11-27T10:00:00.000Z',
          completedOn: null,
          certificateCode: null,
        },
        201,
      ),
    );
    const { user } = renderApp('/courses/webdevelopment', { preloadedState: loggedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Web Development' });
    // The page the server sent (logged out) had the note: it keeps its room, not read out.
    const note = screen.getByText('You will be asked to log in or sign up first.');
    expect(note).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, enrol me' }));
    expect(requestsTo(net, 'POST', '/api/enrolments')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: /^Enrol in/ })).toBeNull();
  });

  it('asks a member once, saying what happens next, before enrolling', async () => {
    net.on('GET', '/api/enrolments', () => json({ enrolments: [], internships: [] }));
    const { user, store } = renderApp('/courses/webdevelopment', { preloadedState: loggedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Web Development' });
    await user.click(screen.getByRole('button', { name: 'Enrol' }));

    // The question, with the course and its price, takes focus; nothing is sent yet.
    const question = screen.getByRole('group', { name: 'Enrol in Web Development ($1,200)?' });
    expect(screen.getByText('Enrol in Web Development ($1,200)?')).toHaveFocus();
    expect(question).toHaveTextContent(
      /You are enrolled at once: the course shows on your profile/,
    );
    expect(question).toHaveTextContent(/write to hello@kestrel\.example\./);
    expect(store.getState().enrol?.asking).toBe('webdevelopment');
    expect(requestsTo(net, 'POST', '/api/enrolments')).toHaveLength(0);

    // Not now: the question closes, focus is back on Enrol, and still nothing is sent.
    await user.click(within(question).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('group', { name: /^Enrol in/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enrol' })).toHaveFocus();
    expect(requestsTo(net, 'POST', '/api/enrolments')).toHaveLength(0);
  });

  it('has outcomes, prerequisites, course questions and a call to action to /contact', async () => {
    open('/courses/webdevelopment');
    await screen.findByRole('heading', { level: 1, name: 'Web Development' });
    for (const name of ['What you will be able to do', 'Before you start', 'Course questions'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('Do I get a certificate?')).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: 'Join the next cohort' });
    expect(within(cta).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('courses that are not running', () => {
  it.each([
    ['/courses/mobile-app-development', 'Mobile App Development'],
    ['/courses/dsa', 'Data Structures & Algorithms'],
  ])("%s says 'Not available' and offers a way on", async (path, title) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(screen.getByRole('link', { name: 'View the Web Development course' })).toHaveAttribute(
      'href',
      '/courses/webdevelopment',
    );
    expect(screen.queryByRole('heading', { name: 'Syllabus' })).not.toBeInTheDocument();
  });
});

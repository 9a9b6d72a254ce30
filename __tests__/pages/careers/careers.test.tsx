import { screen, within } from '@testing-library/react';
import { careersSeed } from '../../../contract/documents/careers/seed';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

const net = fetchDoubleForEachTest();
afterEach(() => {
  jest.restoreAllMocks();
});

const JOBS = '/api/posts?type=job';
const INTERNSHIPS = '/api/posts?type=internship';

const posts = (count: number, kind = 'Role') =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `${kind} ${i + 1}`,
    body: `What ${kind.toLowerCase()} ${i + 1} involves.`,
  }));

/** A response the test releases when it wants, to see what shows before data arrives. */
const deferred = () => {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
};

const open = (path: string) => renderApp(path, { preloadedState: loggedOut });
const list = (name: string) => screen.findByRole('list', { name });

describe('careers: open positions', () => {
  it('shows the loading text first, then at most 10 of the 12 positions', async () => {
    const answer = deferred();
    net.on('GET', JOBS, () => answer.promise);
    open('/careers/jobs');
    expect(await screen.findByText('Loading open positions...')).toBeVisible();
    answer.release(json(posts(12)));
    const jobs = await list('Open Positions');
    expect(within(jobs).getAllByRole('article')).toHaveLength(10);
    expect(within(jobs).getByRole('heading', { name: 'Role 10' })).toBeInTheDocument();
    expect(within(jobs).queryByRole('heading', { name: 'Role 11' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading open positions...')).not.toBeInTheDocument();
  });

  it('gives each position an Apply link to the form on its page', async () => {
    net.on('GET', JOBS, () =>
      json([
        {
          id: 7,
          slug: 'senior-react-developer',
          title: 'Senior React Developer',
          body: 'Lead our front-end work.',
        },
      ]),
    );
    open('/careers/jobs');
    const jobs = await list('Open Positions');
    const card = within(jobs).getByRole('article');
    expect(card).toHaveTextContent('Lead our front-end work.');
    const apply = within(card).getByRole('link', { name: /^Apply/ });
    expect(apply).toHaveTextContent('Apply');
    expect(apply).toHaveAccessibleName('Apply for Senior React Developer');
    expect(apply).toHaveAttribute('href', '/careers/jobs/senior-react-developer#apply');
  });

  it('shows a friendly message when the fetch fails, and Try again fetches again', async () => {
    let calls = 0;
    net.on('GET', JOBS, () => (++calls === 1 ? json({ message: 'down' }, 500) : json(posts(3))));
    const { user } = open('/careers/jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent(careersSeed.jobs.error);
    expect(screen.queryByRole('list', { name: 'Open Positions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const jobs = await list('Open Positions');
    expect(within(jobs).getAllByRole('article')).toHaveLength(3);
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the /careers index shows the open positions under the careers header', async () => {
    net.on('GET', JOBS, () => json(posts(2)));
    open('/careers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Careers at Kestrel Software' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeInTheDocument();
    expect(within(await list('Open Positions')).getAllByRole('article')).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: 'Careers' });
    expect(within(nav).getByRole('link', { name: 'Open Positions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Internships' })).toHaveAttribute(
      'href',
      '/careers/internships',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What we offer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How to apply' })).toBeInTheDocument();
  });
});

describe('careers: internships', () => {
  it('shows the loading text, then the internships', async () => {
    const answer = deferred();
    net.on('GET', INTERNSHIPS, () => answer.promise);
    open('/careers/internships');
    expect(await screen.findByText(careersSeed.internships.loading)).toBeVisible();
    answer.release(json(posts(3, 'Intern')));
    const interns = await list('Internships');
    expect(within(interns).getAllByRole('article')).toHaveLength(3);
    expect(within(interns).getByRole('heading', { name: 'Intern 2' })).toBeInTheDocument();
    expect(screen.queryByText('No Internship Available')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Careers' })).getByRole('link', {
        name: 'Internships',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('caps the internships at 10 too', async () => {
    net.on('GET', INTERNSHIPS, () => json(posts(12, 'Intern')));
    open('/careers/internships');
    expect(within(await list('Internships')).getAllByRole('article')).toHaveLength(10);
  });

  it("says 'No Internship Available' when the list is empty", async () => {
    net.on('GET', INTERNSHIPS, () => json([]));
    open('/careers/internships');
    expect(await screen.findByText('No Internship Available')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Internships' })).not.toBeInTheDocument();
  });

  it("says 'No Internship Available' when the fetch fails, and logs the failure", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    net.on('GET', INTERNSHIPS, () => json({ message: 'Service unavailable' }, 503));
    open('/careers/internships');
    expect(await screen.findByText('No Internship Available')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/internship/), 'Service unavailable');
  });
});

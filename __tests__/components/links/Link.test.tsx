import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../../src/components/links/Link';

/** Where the app is, as a page would show it. */
function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

const at = (path: string, links: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>{links}</nav>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('Link', () => {
  it('has its real address and, clicked, moves inside the app', () => {
    at('/', <Link to="/pricing?plan=team">Pricing</Link>);
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing?plan=team');
    expect(fireEvent.click(link)).toBe(false); // the browser's own navigation was prevented
    expect(where()).toBe('/pricing?plan=team');
  });

  it('leaves a click with a modifier key, or one its handler prevented, to the browser', () => {
    at(
      '/',
      <>
        <Link to="/about">About</Link>
        <Link to="/contact" onClick={(event) => event.preventDefault()}>
          Contact
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true })).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(where()).toBe('/');
  });

  it('is a plain link to another site or a mail address', () => {
    at(
      '/',
      <>
        <Link to="https://example.com/x">Elsewhere</Link>
        <Link to="mailto:hello@example.com">Mail</Link>
      </>,
    );
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    expect(elsewhere).toHaveAttribute('href', 'https://example.com/x');
    expect(fireEvent.click(elsewhere)).toBe(true);
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    expect(where()).toBe('/');
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/about" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        About
      </NavLink>
      <NavLink to="/services/csd" end>
        Custom software
      </NavLink>
    </>
  );

  it('says which link leads to the page shown, or to one of its parents', () => {
    at('/about/our-values', links);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
  });

  it('with `end`, only on its own address; the home link only on the home page', () => {
    at('/services/csd/more', links);
    expect(screen.getByRole('link', { name: 'Custom software' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('ignores the case of the address, as the site’s routes do', () => {
    at('/ABOUT', links);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });
});

import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '../../../../web/src/app/footer/site-footer';

it('links each page once: Links (Home, How It Works, Pricing) and Legal (Terms of Service, Privacy Policy, Contact Us)', () => {
  render(<SiteFooter />);
  const footer = screen.getByRole('contentinfo');
  const column = (name: string) =>
    within(within(footer).getByRole('navigation', { name }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(column('Links')).toEqual([
    ['Home', '/'],
    ['How It Works', '/how-it-works'],
    ['Pricing', '/pricing'],
  ]);
  expect(column('Legal')).toEqual([
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Contact Us', '/contact'],
  ]);
  const hrefs = within(footer)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

import { render } from '@testing-library/react';
import { usePageMeta } from '../../../../web/src/lib/use-page-meta';

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => document.head.querySelectorAll('meta[name="description"]').forEach((tag) => tag.remove()));

it('sets the tab title after the site name and creates the description when the page has none', () => {
  render(<Page title="Pricing" description="The $4.99 plan." />);
  expect(document.title).toBe('Pricing | NagText');
  expect(description()).toBe('The $4.99 plan.');
});

it('updates the one existing description tag when the route changes', () => {
  document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="From index.html" />');
  const { rerender } = render(<Page title="Pricing" description="The $4.99 plan." />);
  rerender(<Page title="Contact Us" description="Write to us." />);
  expect(document.title).toBe('Contact Us | NagText');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(description()).toBe('Write to us.');
});

it('uses the bare site name for an empty title', () => {
  render(<Page title="" description="Home." />);
  expect(document.title).toBe('NagText');
});

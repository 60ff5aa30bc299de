import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouteTable, routeTableProblems } from './route-table';

const routes = [
  { path: '/gift', page: 'SendGiftPage' },
  { path: '/gift/donation/:to', page: 'DonationPage' },
];
const pages = { SendGiftPage: <h1>Send a gift</h1>, DonationPage: <h1>Donate</h1> };

describe('route table', () => {
  it('renders the page its routes.json entry names, with params', () => {
    render(
      <MemoryRouter initialEntries={['/gift/donation/ann']}>
        <RouteTable routes={routes} pages={pages} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Donate' })).toBeTruthy();
  });

  it('renders the fallback for a path it does not have', () => {
    render(
      <MemoryRouter initialEntries={['/elsewhere']}>
        <RouteTable routes={routes} pages={pages} fallback={<p>Not here</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Not here')).toBeTruthy();
  });

  it('names routes without a page and pages without a route', () => {
    expect(routeTableProblems(routes, pages)).toEqual([]);
    expect(routeTableProblems([...routes, { path: '/gift/wallet', page: 'WalletPage' }], { ...pages, Extra: null })).toEqual([
      '/gift/wallet: no page named "WalletPage"',
      'page "Extra" has no route',
    ]);
  });
});

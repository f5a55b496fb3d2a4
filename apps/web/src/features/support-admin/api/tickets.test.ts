import { describe, expect, it } from 'vitest';
import { ticketsQuery, type TicketFilters } from './tickets';

const base: TicketFilters = {
  status: 'open',
  category: '',
  assignee: '',
  waiting: false,
  search: '',
  page: 1,
};

describe('the inbox query', () => {
  it('sends only the filters set, with the page and its size', () => {
    expect(ticketsQuery(base)).toBe('status=open&page=1&pageSize=25');
  });
  it('maps Waiting for us to unread=true and trims the search', () => {
    const query = new URLSearchParams(
      ticketsQuery({
        ...base,
        status: 'all',
        category: '4',
        assignee: 'none',
        waiting: true,
        search: '  98765 ',
        page: 3,
      }),
    );
    expect(Object.fromEntries(query)).toEqual({
      status: 'all',
      category: '4',
      assignee: 'none',
      unread: 'true',
      search: '98765',
      page: '3',
      pageSize: '25',
    });
  });
});

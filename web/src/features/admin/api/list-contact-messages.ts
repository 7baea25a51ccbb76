import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contracts } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';

/** Admin lists show 10 rows a page. */
export const CONTACT_MESSAGES_PAGE_SIZE = 10;

/** GET /admin/contact-messages: one page of the contact-form inbox, newest first, with the total. */
export const listContactMessages = (page: number) =>
  api(contracts.adminListContactMessages, { query: { page, limit: CONTACT_MESSAGES_PAGE_SIZE } });

/** The page on screen stays while the next one loads, so paging never flashes the loading state. */
export const useContactMessages = (page: number) =>
  useQuery({ queryKey: ['admin', 'contact-messages', page], queryFn: () => listContactMessages(page), placeholderData: keepPreviousData });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './admin-query-keys';

/** GET /admin/contact-messages: one page of the contact-form inbox, newest first, with the total. */
export const listContactMessages = (page: number) =>
  api(contracts.adminListContactMessages, { query: { page, limit: ADMIN_PAGE_SIZE } });

/** The page on screen stays while the next one loads, so paging never flashes the loading state. */
export const useContactMessages = (page: number) =>
  useQuery({
    queryKey: [...adminKeys.contactMessages, page],
    queryFn: () => listContactMessages(page),
    placeholderData: keepPreviousData,
  });

import { useMutation } from '@tanstack/react-query';
import { contracts, type AdminLoginRequest } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** POST /auth/admin/login: username and password for a short-lived admin token. */
export const adminLogin = (body: AdminLoginRequest) => api(contracts.adminLogin, { body });

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });

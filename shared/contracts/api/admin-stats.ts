import { contract } from '../contract';
import { AdminStats } from '../admin';

export const adminStats = contract({ method: 'GET', path: '/admin/stats', response: AdminStats, successStatus: 200 });

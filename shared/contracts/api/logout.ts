import { contract } from '../contract';
import { MessageResponse } from '../common';

export const logout = contract({ method: 'POST', path: '/auth/logout', response: MessageResponse, successStatus: 200 });

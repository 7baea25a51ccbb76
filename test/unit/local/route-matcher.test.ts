import { matchRoute } from '../../../local/route-matcher';

describe('matchRoute', () => {
  it.each([
    ['POST', '/auth/login', 'login', {}],
    ['PUT', '/tasks/abc', 'updateTask', { id: 'abc' }],
    ['PUT', '/tasks/abc/status', 'updateTaskStatus', { id: 'abc' }],
    ['DELETE', '/tasks/a%20b', 'deleteTask', { id: 'a b' }],
    ['GET', '/admin/users/u1/notifications', 'adminListNotifications', { userId: 'u1' }],
    ['POST', '/auth/admin/login', 'adminLogin', {}],
  ])('%s %s -> %s', (method, path, name, pathParameters) => {
    expect(matchRoute(method, path)).toEqual({ kind: 'match', name, pathParameters });
  });

  it.each(['/tasks/', '/tasks/a/b/c', '/nothing', '/auth/login/', '/tasks/%E0%A4%A'])('%s is not found', (path) => {
    expect(matchRoute('GET', path)).toEqual({ kind: 'not_found' });
  });

  it('answers HEAD on a GET that says so (the calendar feed), and only there', () => {
    expect(matchRoute('HEAD', '/calendar/u1.secret.ics')).toEqual({
      kind: 'match',
      name: 'calendarFeed',
      pathParameters: { feedToken: 'u1.secret.ics' },
    });
    expect(matchRoute('POST', '/calendar/u1.secret.ics')).toEqual({
      kind: 'method_not_allowed',
      allow: ['GET', 'HEAD'],
    });
    expect(matchRoute('HEAD', '/tasks')).toEqual({ kind: 'method_not_allowed', allow: ['GET', 'POST'] });
  });

  it('names the methods a known path allows', () => {
    expect(matchRoute('PATCH', '/tasks/abc')).toEqual({ kind: 'method_not_allowed', allow: ['PUT', 'DELETE'] });
    expect(matchRoute('GET', '/auth/login')).toEqual({ kind: 'method_not_allowed', allow: ['POST'] });
  });
});

import { createBrowserRouter, RouterProvider, Outlet, ScrollRestoration, Navigate, NavLink, Link, useNavigate, useLocation, useRouteError } from 'react-router-dom';
import { createRoot } from 'react-dom/client';
function A() { const n = useNavigate(); const l = useLocation(); const e = useRouteError(); return <div onClick={() => n('/x', { flushSync: true })}>{l.pathname}{String(e)}<NavLink to="/a">a</NavLink><Link to="/b">b</Link><Outlet /><ScrollRestoration /><Navigate to="/" /></div>; }
createRoot(document.body).render(<RouterProvider router={createBrowserRouter([{ element: <A />, errorElement: <A />, children: [{ index: true, element: <A /> }] }])} />);

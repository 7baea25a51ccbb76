import { BrowserRouter, Routes, Route, Outlet, Navigate, NavLink, Link, useNavigate, useLocation } from 'react-router-dom';
import { createRoot } from 'react-dom/client';
function A() { const n = useNavigate(); const l = useLocation(); return <div onClick={() => n('/x')}>{l.pathname}<NavLink to="/a">a</NavLink><Link to="/b">b</Link><Outlet /><Navigate to="/" /></div>; }
createRoot(document.body).render(<BrowserRouter><Routes><Route element={<A />}><Route index element={<A />} /></Route></Routes></BrowserRouter>);

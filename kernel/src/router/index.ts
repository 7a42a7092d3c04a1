/*
 * The router of every app: react-router-dom, reached only through the kernel. Routes and links of every
 * remote must share the shell's router (one location, one history), so one copy is on the page, the
 * shell's. A shared package is never tree-shaken (any remote might use any export): shared on its own,
 * all of react-router (189 KB, 65 KB gzip) would be on the first load; re-exported from here, only these
 * names (and what they need) are built. A name missing here fails the app's type check; adding one is
 * a minor version of the kernel, with its version in kernel/exports.json.
 */
export { BrowserRouter, Link, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction } from 'react-router-dom';

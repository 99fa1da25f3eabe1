import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import { ADMIN_BASENAME, App } from './App'

const container = document.getElementById('root')
if (!container) {
  throw new Error('Missing #root element')
}

// Browser history (no hash): the server serves index.html for every /admin/*
// path, and <Admin basename="/admin"> builds every link under it.
// useTransitions={false}: react-router 7 otherwise applies navigations inside
// React.startTransition, so react-admin's logout redirect to /admin/login can
// stay uncommitted while the auth guard keeps re-running (a burst of
// GET/DELETE /api/admin/session calls). react-admin's own router turns it off too.
createRoot(container).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path={`${ADMIN_BASENAME}/*`} element={<App />} />
        <Route path="*" element={<Navigate to={ADMIN_BASENAME} replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
)

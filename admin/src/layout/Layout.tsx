import type { ReactNode } from 'react'
import { Layout as RaLayout } from 'react-admin'
import { AppBar } from './AppBar'
import { Menu } from './Menu'

/**
 * On a phone the page is the screen's width. react-admin's layout is as wide as its widest content
 * (`min-width: fit-content`), so one long title in a list card, or the toolbar's buttons, widened
 * the whole console past the screen and clipped Sign out (issue 24: 812 px at 360). From `md` up,
 * its own behaviour stays.
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout
    appBar={AppBar}
    menu={Menu}
    sx={{
      minWidth: { xs: 0, md: 'fit-content' },
      '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main, & .RaList-content': {
        minWidth: { xs: 0, md: 'auto' },
      },
    }}
  >
    {children}
  </RaLayout>
)

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { Box, Button } from '@mui/material'
import type { MouseEvent } from 'react'
import { Pagination, type PaginationActionsProps } from 'react-admin'

/** Spec 002 §9: page sizes 10 (default), 25, 50 and 100. */
export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100]
export const DEFAULT_PER_PAGE = 10
/** Spec 002 §9: at most 5 page buttons, plus Previous and Next. */
export const MAX_PAGE_BUTTONS = 5

/** The 0-based pages to show as buttons: a window of up to 5 around the current page. */
export function pageWindow(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pageCount <= 0) return []
  const size = Math.min(max, pageCount)
  const start = Math.min(Math.max(0, page - Math.floor(size / 2)), pageCount - size)
  return Array.from({ length: size }, (_, i) => start + i)
}

const PageButtons = ({ page, rowsPerPage, count, onPageChange }: PaginationActionsProps) => {
  const pageCount = Math.ceil(count / rowsPerPage)
  const go = (target: number) => (event: MouseEvent<HTMLButtonElement>) => onPageChange(event.nativeEvent, target)
  return (
    <Box
      component="nav"
      aria-label="pagination"
      className="no-print"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0, ml: 2 }}
    >
      <Button size="small" onClick={go(page - 1)} disabled={page <= 0} startIcon={<ChevronLeftIcon />}>
        Previous
      </Button>
      {pageWindow(page, pageCount).map((p) => (
        <Button
          key={p}
          size="small"
          variant={p === page ? 'contained' : 'text'}
          aria-current={p === page ? 'page' : undefined}
          onClick={go(p)}
          sx={{ minWidth: 36 }}
        >
          {p + 1}
        </Button>
      ))}
      <Button size="small" onClick={go(page + 1)} disabled={page >= pageCount - 1} endIcon={<ChevronRightIcon />}>
        Next
      </Button>
    </Box>
  )
}

export const ListPagination = () => <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} actions={PageButtons} />

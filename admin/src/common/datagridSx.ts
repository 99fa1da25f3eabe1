/**
 * `sx` for a list's Datagrid, on react-admin's own classes: cells 6 px from their neighbours
 * instead of MUI's 16, so a laptop's table wraps fewer lines, and the `oneLine` columns (ids,
 * dates, prices, status chips) never wrap ('GRU-P-' / '000064'). Datagrid gives every cell of a
 * field the class `column-<source>`.
 */
export const listDatagridSx = (...oneLine: string[]) => ({
  '& .RaDatagrid-headerCell:not(.MuiTableCell-paddingCheckbox), & .RaDatagrid-rowCell': { px: 0.75 },
  ...(oneLine.length ? { [oneLine.map((source) => `& .column-${source}`).join(', ')]: { whiteSpace: 'nowrap' } } : {}),
})

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

export interface AccountColumn<Row> {
  key: string;
  /** The column's heading, already translated; on a phone, the label beside the value. */
  label: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Keeps the cell on one line (dates, amounts). */
  noWrap?: boolean;
  /** On a phone the card's heading rather than a labelled line. */
  primary?: boolean;
}

export interface AccountTableProps<Row> {
  /** The table's (and the phone list's) accessible name, already translated. */
  label: string;
  columns: readonly AccountColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The rows are the previous page's while the next one loads. */
  dimmed?: boolean;
}

/**
 * An account list: a table from the `sm` breakpoint up; under it, where five columns do not fit
 * 360 px without scrolling sideways, one card per row with each value under its column's label.
 * The same columns feed both, so the two never disagree.
 */
export function AccountTable<Row>({ label, columns, rows, rowKey, dimmed = false }: AccountTableProps<Row>) {
  const theme = useTheme();
  // Read at once, not after a first render as a desktop table: a phone would otherwise build the
  // whole table, insert its styles and throw it away for the cards.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const opacity = dimmed ? 0.6 : 1;
  if (phone) {
    const primary = columns.filter((column) => column.primary === true);
    const rest = columns.filter((column) => column.primary !== true);
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, opacity }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 1.5 }}>
            {primary.map((column) => (
              <Typography
                key={column.key}
                component="div"
                variant="subtitle2"
                sx={{ mb: 0.5, overflowWrap: 'anywhere' }}
              >
                {column.render(row)}
              </Typography>
            ))}
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
            >
              {rest.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere', minWidth: 0 }}
                  >
                    {column.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto', opacity }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={column.noWrap === true ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

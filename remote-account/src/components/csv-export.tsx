import { maxPageSize } from '@exchange/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { useAccountTranslation } from '../i18n/account-translations';
import { downloadCsv } from './csv';
import { useAccountMessage } from './use-account-message';

/** The most rows one export writes; a longer period is exported in parts. */
const maxExportRows = 10_000;

/** One server page of an account list, as its export asks for it. */
export type ExportPage<Row> = (page: { SkipCount: number; MaxResultCount: number }) => Promise<{
  items: readonly Row[];
  totalCount: number;
}>;

export interface CsvExportOptions<Row> {
  /** Asks the server for one page of the list's current filter. */
  fetchPage: ExportPage<Row>;
  /** Every row of the filter as CSV, the list's columns in its order. */
  toCsv: (rows: readonly Row[]) => string;
  fileName: string;
}

/**
 * A CSV file of every row of an account list's filter, not only the page shown: asks for the rows
 * a full page at a time, saves them, and keeps a failure for the page to say.
 */
export function useCsvExport<Row>({ fetchPage, toCsv, fileName }: CsvExportOptions<Row>) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function start() {
    setExporting(true);
    setError(null);
    try {
      const rows: Row[] = [];
      for (let skip = 0; skip < maxExportRows; skip += maxPageSize) {
        const chunk = await fetchPage({ SkipCount: skip, MaxResultCount: maxPageSize });
        rows.push(...chunk.items);
        if (rows.length >= chunk.totalCount || chunk.items.length === 0) break;
      }
      downloadCsv(fileName, toCsv(rows));
    } catch (failure) {
      setError(failure);
    } finally {
      setExporting(false);
    }
  }

  return { exporting, error, start };
}

/** What `useCsvExport` gives its button and its failure. */
export type CsvExport = ReturnType<typeof useCsvExport>;

/** An account list's "Export CSV" button, which says so while the file is being made. */
export function ExportButton({ csvExport, disabled }: { csvExport: CsvExport; disabled: boolean }) {
  const { t } = useAccountTranslation();
  return (
    <Button variant="outlined" onClick={() => void csvExport.start()} disabled={disabled || csvExport.exporting}>
      {csvExport.exporting ? t('statement.exporting') : t('statement.export')}
    </Button>
  );
}

/** Why the last export failed, in the player's language; nothing when it did not. */
export function ExportFailure({ csvExport }: { csvExport: CsvExport }) {
  const message = useAccountMessage();
  if (csvExport.error === null) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message(csvExport.error)}
    </Alert>
  );
}

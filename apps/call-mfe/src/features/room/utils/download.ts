import { saveFile } from '@platform/ui';

/** Saves text as a CSV file (with a BOM so that spreadsheets read UTF-8 names correctly). */
export function downloadCsv(filename: string, csv: string) {
  saveFile(filename, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}

/** react-i18next's Trans (with its HTML parser), fetched with the first translation that carries markup. */
export { Trans } from 'react-i18next';

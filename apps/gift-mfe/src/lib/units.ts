/** Wallet units as the gift screens show them (prices, balances, ledger, the in-call effect). */
/** Groups digits for reading: 1250000 -> "1,250,000" (vi: "1.250.000"). */
export function formatUnits(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 0 }).format(value);
}

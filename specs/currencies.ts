/**
 * ISO 4217 active currency codes ("list one": currencies and funds), as published by the ISO 4217
 * maintenance agency (SIX Financial Information) — state of 2025-06 amendments, checked 2026-11-22:
 * includes XCG (Caribbean guilder, 2025) and ZWG (Zimbabwe Gold, 2024); ANG, CUC, HRK, SLL and ZWL are
 * withdrawn and therefore absent. Requirement PROJECT.CURRENCY ("ISO 4217 code").
 * Generated invalid currencies are never withdrawn codes, so a lenient server is not failed for them.
 */
export const ISO_4217_ACTIVE = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BHD', 'BIF',
  'BMD', 'BND', 'BOB', 'BOV', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHE', 'CHF',
  'CHW', 'CLF', 'CLP', 'CNY', 'COP', 'COU', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD',
  'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD',
  'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES',
  'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD',
  'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MXV', 'MYR',
  'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN',
  'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE',
  'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD',
  'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'USN', 'UYI', 'UYU', 'UYW', 'UZS', 'VED', 'VES', 'VND', 'VUV',
  'WST', 'XAF', 'XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XCD', 'XCG', 'XDR', 'XOF', 'XPD', 'XPF',
  'XPT', 'XSU', 'XTS', 'XUA', 'XXX', 'YER', 'ZAR', 'ZMW', 'ZWG',
] as const;

/**
 * Strings that are not ISO 4217 codes and never were, in any reading: lowercase ("usd"), four letters
 * ("EURO"), two digits (numeric codes have three), and a code built on the user-assigned ISO 3166
 * range QM–QZ, which ISO 4217 never uses ("QQQ"). Generators send them as invalid currencies.
 */
export const NEVER_ISO_4217 = ['usd', 'EURO', '12', 'QQQ'] as const;

export const ISO_4217_SOURCE = 'ISO 4217 list one (SIX Financial Information), amendments up to 2025-06; checked 2026-11-22';

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
 * ISO 4217 historic alphabetic codes ("list three": withdrawn currencies and funds), written out from
 * the list published by the same maintenance agency (checked 2026-11-23), with the recent withdrawals
 * (ANG 2025, CUC, HRK 2023, SLL, ZWL 2024). A response may show one: a project stored before a
 * withdrawal still holds an ISO 4217 code. A code listed here by mistake only makes the check more
 * lenient, never stricter than the spec.
 */
export const ISO_4217_HISTORIC = [
  'ADP', 'AFA', 'ALK', 'ANG', 'AOK', 'AON', 'AOR', 'ARA', 'ARM', 'ARP', 'ARY', 'ATS', 'AYM', 'AZM',
  'BAD', 'BEC', 'BEF', 'BEL', 'BGJ', 'BGK', 'BGL', 'BOP', 'BRB', 'BRC', 'BRE', 'BRN', 'BRR', 'BUK',
  'BYB', 'BYR', 'CHC', 'CNX', 'CSD', 'CSJ', 'CSK', 'CUC', 'CYP', 'DDM', 'DEM', 'ECS', 'ECV', 'EEK',
  'ESA', 'ESB', 'ESP', 'FIM', 'FRF', 'GEK', 'GHC', 'GHP', 'GNE', 'GNS', 'GQE', 'GRD', 'GWE', 'GWP',
  'HRD', 'HRK', 'IEP', 'ILP', 'ILR', 'ISJ', 'ITL', 'LAJ', 'LSM', 'LTL', 'LTT', 'LUC', 'LUF', 'LUL',
  'LVL', 'LVR', 'MAF', 'MGF', 'MKN', 'MLF', 'MRO', 'MTL', 'MTP', 'MVQ', 'MXP', 'MZE', 'MZM', 'NIC',
  'NLG', 'PEH', 'PEI', 'PES', 'PLZ', 'PTE', 'RHD', 'ROK', 'ROL', 'RUR', 'SDD', 'SDP', 'SIT', 'SKK',
  'SLL', 'SRG', 'STD', 'SUR', 'TJR', 'TMM', 'TPE', 'TRL', 'UAK', 'UGS', 'UGW', 'USS', 'UYN', 'UYP',
  'VEB', 'VEF', 'VNC', 'XEU', 'XFO', 'XFU', 'XRE', 'YDD', 'YUD', 'YUM', 'YUN', 'ZAL', 'ZMK', 'ZRN',
  'ZRZ', 'ZWC', 'ZWD', 'ZWL', 'ZWN', 'ZWR',
] as const;

/** Every code a response may show: active and historic, each once. */
export const ISO_4217_ANY = [...new Set<string>([...ISO_4217_ACTIVE, ...ISO_4217_HISTORIC])].sort();

/**
 * Strings that are not ISO 4217 codes and never were, in any reading: lowercase ("usd"), four letters
 * ("EURO"), two digits (numeric codes have three), and a code built on the user-assigned ISO 3166
 * range QM–QZ, which ISO 4217 never uses ("QQQ"). Generators send them as invalid currencies.
 */
export const NEVER_ISO_4217 = ['usd', 'EURO', '12', 'QQQ'] as const;

export const ISO_4217_SOURCE = 'ISO 4217 list one (SIX Financial Information), amendments up to 2025-06; checked 2026-11-22';

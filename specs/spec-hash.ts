/** SHA-256 of the specification the schemas were derived from (written by npm run specs:emit). */
export const SPEC_SHA256 = 'd3b7679cf5e625987d9aa22467a051fed48291fa3ed554a312804c05ecea16c9';

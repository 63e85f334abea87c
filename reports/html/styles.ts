/**
 * The report's only stylesheet, inlined: the file must open offline, from an e-mail attachment or a
 * CI artefact, with nothing fetched (no fonts, no CDN). System fonts only.
 */
export const STYLES = `
:root {
  --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --page: #f4f6f8; --card: #fff; --navy: #0f2742;
  --passed: #1a7f37; --passed-bg: #dafbe1; --failed: #cf222e; --failed-bg: #ffebe9;
  --warning: #9a6700; --warning-bg: #fff8c5; --skipped: #59636e; --skipped-bg: #eaeef2;
  --observed: #0969da; --observed-bg: #ddf4ff; --not-checked: #818b98; --not-checked-bg: #f6f8fa;
  --accepted: #8250df; --accepted-bg: #fbefff; --flaky: #bc4c00; --flaky-bg: #fff1e5;
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--page); color: var(--ink); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: 12.5px; }
a { color: var(--observed); text-underline-offset: 3px; }
.wrap { max-width: 1180px; margin: 0 auto; padding: 0 28px; }
.masthead { background: var(--navy); color: #fff; padding: 30px 0 26px; }
.eyebrow { margin: 0; text-transform: uppercase; letter-spacing: .12em; font-size: 12px; color: #9fb3c8; }
.masthead h1 { margin: 4px 0 2px; font-size: 28px; font-weight: 650; }
.target { margin: 0 0 18px; font-size: 17px; color: #d8e2ec; overflow-wrap: anywhere; }
.meta { display: flex; flex-wrap: wrap; gap: 10px 44px; margin: 0; }
.meta.hashes { margin-top: 12px; } .meta.hashes dd { word-break: break-all; }
.meta div { min-width: 0; }
.meta dt { font-size: 11.5px; text-transform: uppercase; letter-spacing: .06em; color: #9fb3c8; }
.meta dd { margin: 0; color: #fff; overflow-wrap: anywhere; }
main.wrap { padding-top: 24px; padding-bottom: 40px; }
section { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 22px 26px; margin-bottom: 22px; }
section > h2 { margin: 0 0 4px; font-size: 20px; }
.lead { margin: 0 0 16px; color: var(--muted); }
.verdict { border-left: 8px solid var(--tone); }
.verdict-head { display: flex; gap: 18px; align-items: center; }
.verdict-mark { flex: none; width: 56px; height: 56px; border-radius: 50%; display: grid; place-items: center; font-size: 30px; font-weight: 700; color: #fff; background: var(--tone); }
.verdict h2 { font-size: 26px; margin: 0; color: var(--tone); }
.verdict p { margin: 2px 0 0; }
.tone-passed { --tone: var(--passed); } .tone-failed { --tone: var(--failed); }
.tone-warning { --tone: var(--warning); } .tone-skipped { --tone: var(--skipped); } .tone-not-assessable { --tone: var(--skipped); }
.tone-observed { --tone: var(--observed); } .tone-neutral { --tone: var(--navy); } .tone-accepted { --tone: var(--accepted); }
.tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 12px; margin: 20px 0 4px; }
.tile { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; border-top: 4px solid var(--tone, var(--line)); }
.tile strong { display: block; font-size: 26px; line-height: 1.2; }
.tile span { color: var(--muted); font-size: 13px; }
.attention-title { margin: 20px 0 0; font-size: 15px; }
.attention { margin: 6px 0 0; padding-left: 22px; }
.attention li { margin: 4px 0; }
.legend { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 36px; }
.legend dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 8px 14px; align-items: baseline; }
.legend dd { margin: 0; color: var(--muted); }
.legend h3 { margin: 8px 0 10px; font-size: 15px; }
.badge { display: inline-block; padding: 1px 9px; border-radius: 999px; font-size: 12px; font-weight: 600; white-space: nowrap; color: var(--fg); background: var(--bg); border: 1px solid color-mix(in srgb, var(--fg) 25%, transparent); }
.v-passed { --fg: var(--passed); --bg: var(--passed-bg); } .v-failed { --fg: var(--failed); --bg: var(--failed-bg); }
.v-warning { --fg: var(--warning); --bg: var(--warning-bg); } .v-skipped { --fg: var(--skipped); --bg: var(--skipped-bg); } .v-not-assessable { --fg: var(--skipped); --bg: var(--skipped-bg); }
.v-observed { --fg: var(--observed); --bg: var(--observed-bg); } .v-not-checked { --fg: var(--not-checked); --bg: var(--not-checked-bg); }
.v-accepted { --fg: var(--accepted); --bg: var(--accepted-bg); } .v-flaky { --fg: var(--flaky); --bg: var(--flaky-bg); }
.change { font-size: 11px; font-weight: 700; letter-spacing: .05em; padding: 0 6px; border-radius: 4px; border: 1px solid var(--line); }
.change-new { color: #fff; background: var(--failed); border-color: var(--failed); }
.acceptance { margin: 6px 0 0; color: var(--accepted); font-weight: 500; }
.coverage-headline { margin: 12px 0 0; font-weight: 600; }
.level { display: inline-block; margin-top: 4px; font-size: 11px; font-weight: 700; letter-spacing: .05em; padding: 0 6px; border-radius: 4px; border: 1px solid var(--line); color: var(--muted); }
.level-MUST { color: #fff; background: var(--navy); border-color: var(--navy); }
.level-SHOULD { color: var(--navy); border-color: var(--navy); }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); border-bottom: 2px solid var(--line); padding: 8px 10px; }
td { border-top: 1px solid var(--line); padding: 10px; vertical-align: top; }
.matrix .req-id { width: 210px; } .matrix .req-id code { font-weight: 600; font-size: 12.5px; }
.matrix .req-verdict { width: 175px; } .matrix .req-count { display: block; color: var(--muted); font-size: 12.5px; margin-top: 3px; }
.matrix tr.detail td { border-top: none; padding-top: 0; }
.sentence { margin: 0; } .stance, .where { margin: 4px 0 0; color: var(--muted); font-size: 13px; line-height: 1.4; }
.where { font-size: 12px; }
tr.req-failed td:first-child { box-shadow: inset 4px 0 var(--failed); } tr.req-accepted td:first-child { box-shadow: inset 4px 0 var(--accepted); } tr.req-warning td:first-child { box-shadow: inset 4px 0 var(--warning); }
details.result { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 8px; background: #fbfcfd; }
details.result > summary { cursor: pointer; padding: 7px 12px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
details.result > summary code { font-size: 12.5px; }
.result-body { padding: 4px 14px 12px; border-top: 1px solid var(--line); }
.result-body h4 { margin: 12px 0 4px; font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
.message { margin: 8px 0 0; font-weight: 500; }
pre { margin: 0; padding: 10px 12px; background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px; white-space: pre-wrap; word-break: break-all; max-height: 320px; overflow: auto; }
pre.command { background: #0d1117; color: #e6edf3; border-color: #0d1117; }
.observed-list { margin: 6px 0 0; padding-left: 18px; color: var(--observed); font-size: 13.5px; }
.observed-list span { color: var(--ink); }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(330px, 1fr)); gap: 16px; }
figure { margin: 0; border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px 8px; }
figcaption { font-weight: 600; font-size: 13.5px; margin-bottom: 6px; overflow-wrap: anywhere; }
.coverage { margin-bottom: 18px; }
.coverage-table td.paths code { display: block; padding-left: 1.5em; text-indent: -1.5em; }
.swatches { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 8px 0 0; padding: 0; list-style: none; font-size: 13px; color: var(--muted); }
.swatches i { display: inline-block; width: 11px; height: 11px; border-radius: 3px; margin-right: 6px; vertical-align: -1px; background: var(--fg); }
svg text { font: 12px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; fill: var(--ink); }
svg .track { fill: #eef1f4; } svg .count { font-weight: 600; }
.fill-passed { fill: var(--passed); } .fill-failed { fill: var(--failed); } .fill-warning { fill: #d4a72c; }
.fill-skipped { fill: #8c959f; } .fill-not-assessable { fill: #afb8c1; } .fill-observed { fill: var(--observed); } .fill-not-checked { fill: #d1d9e0; }
.fill-accepted { fill: var(--accepted); } .fill-flaky { fill: var(--flaky); } .tone-flaky { --tone: var(--flaky); } .fill-exercised { fill: var(--passed); }
.fill-server { fill: var(--failed); } .fill-client { fill: #d4a72c; } .fill-ok { fill: var(--passed); } .fill-other { fill: #8c959f; }
.figures { display: grid; grid-template-columns: 1fr 1.4fr; gap: 22px; align-items: start; }
.note { padding: 10px 14px; border-radius: 8px; background: var(--warning-bg); border: 1px solid #e9d27a; }
.muted { color: var(--muted); }
footer { color: var(--muted); font-size: 13px; text-align: center; padding: 0 0 30px; }
@media (max-width: 760px) { .legend, .figures { grid-template-columns: 1fr; } .matrix .req-id { width: auto; } }
/* Identifiers (requirement ids, checks, operations, field paths) wrap only where the markup allows (<wbr> after a dot, a slash or "]"), never mid-word. */
code, .ident { overflow-wrap: normal; word-break: keep-all; }
.note code, .restore-line code { overflow-wrap: anywhere; }
details.more, details.fold { margin: 4px 0 0; }
details.more > summary, details.fold > summary { cursor: pointer; color: var(--muted); font-size: 13px; }
details.fold { display: inline; } details.fold[open] { display: block; }
.enum { margin: 0 0 4px; }
.restore-line { margin: 6px 0 0; } .restore-line.tone-failed { color: var(--failed); }
.checks-line { margin: 10px 0 0; }
.certificate-reasons { margin: 10px 0 0; padding-left: 20px; } .certificate-precision, .certificate-check { margin: 8px 0 0; }
/* Paper: the verdict, the server and what needs attention on page 1; the rest dense, folds closed. */
@page { size: A4; margin: 10mm 10mm 11mm; }
@media print {
  body { background: #fff; font-size: 10.5px; line-height: 1.3; }
  code, pre, .mono { font-size: 9.5px; }
  a { color: inherit; text-decoration: none; }
  .wrap { max-width: none; padding: 0; }
  .masthead { background: none; color: var(--ink); padding: 0 0 6px; border-bottom: 2px solid var(--navy); }
  .masthead h1 { font-size: 18px; margin: 2px 0; } .eyebrow, .meta dt { color: var(--muted); font-size: 9px; }
  .target { color: var(--ink); font-size: 12px; margin: 0 0 6px; } .meta dd { color: var(--ink); }
  .meta { gap: 2px 16px; } .meta.hashes { margin-top: 4px; }
  main.wrap { padding: 8px 0 0; }
  section { border: none; border-radius: 0; padding: 0; margin: 0 0 14px; break-inside: auto; }
  section > h2 { font-size: 14px; break-after: avoid; }
  .lead { margin: 0 0 6px; font-size: 10px; }
  #certification { border-left-width: 4px; padding-left: 10px; margin: 8px 0 8px; } .certificate-precision, .certificate-check { font-size: 9.5px; margin-top: 4px; }
  #verdict { break-after: page; border-left-width: 4px; padding-left: 10px; margin-top: 8px; }
  .verdict h2 { font-size: 17px; } .verdict-mark { width: 30px; height: 30px; font-size: 17px; }
  .tiles { grid-template-columns: repeat(auto-fit, minmax(80px, 1fr)); gap: 6px; margin: 8px 0 2px; }
  .tile { padding: 2px 8px; border-top-width: 3px; } .tile strong { font-size: 15px; } .tile span { font-size: 9.5px; }
  .attention { padding-left: 18px; } .attention li { margin: 2px 0; break-inside: avoid; }
  th { font-size: 9px; padding: 3px 6px; } td { padding: 4px 6px; }
  tr { break-inside: avoid; }
  .matrix .req-id { width: 168px; } .matrix .req-id code { font-size: 8.5px; } .matrix .req-verdict { width: 96px; } .matrix .req-count { font-size: 9px; }
  .stance, .where { font-size: 8.5px; margin-top: 1px; line-height: 1.28; }
  .matrix td { padding: 1px 5px; } .sentence { font-size: 9.5px; line-height: 1.25; }
  tr.detail-folded { display: none; }
  /* On paper, how a requirement is checked and where the spec says it are printed where the verdict asks for them; a passed or unexercised one shows its sentence (the HTML file keeps the rest). */
  tr.req-passed .stance, tr.req-not-checked .stance, tr.req-passed .where, tr.req-not-checked .where { display: none; }
  .observed-list { font-size: 9.5px; padding-left: 14px; margin: 2px 0 0; }
  .coverage-table td.paths code { display: inline; padding: 0; text-indent: 0; }
  pre { max-height: none; overflow: visible; padding: 4px 6px; }
  details.result { margin: 0 0 4px; } details.result > summary { list-style: none; padding: 2px 6px; gap: 6px; }
  details > summary { list-style: none; } details > summary::-webkit-details-marker { display: none; }
  details.more > summary, details.fold > summary { font-size: 9.5px; }
  details.fold > summary::after { content: " (see the HTML file)"; }
  .result-body { padding: 2px 8px 6px; } .result-body h4 { margin: 6px 0 2px; font-size: 9px; }
  .charts { grid-template-columns: repeat(4, 1fr); gap: 6px; } figure { padding: 4px 6px; break-inside: avoid; }
  .coverage { margin-bottom: 6px; }
  .legend { gap: 2px 18px; } .legend dl { gap: 2px 8px; } .legend h3 { margin: 2px 0 4px; }
  .figures { grid-template-columns: 1fr 1.4fr; gap: 10px; }
  footer { padding: 0; }
}
`;

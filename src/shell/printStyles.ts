/**
 * Print (issue 21): every list and detail page prints readably — no side menu, header, tab bar,
 * skip link, toolbars, filter buttons or pagination, nor a list's 操作 column (its buttons mean
 * nothing on paper) or a file's 预览 and 下载 (its name stays);
 * the table across the page, every column,
 * nothing cut by a scrolling box. With a detail drawer or a dialog open, only it is printed.
 * In the element's shadow root with the shell's styles (a host's print sheet cannot reach in).
 */
export const PRINT_CSS = `
@media print {
  .evc-root, .evc-frame, .evc-main, .evc-content-area, .evc-content { height: auto !important;
    min-height: 0 !important; overflow: visible !important; background: #fff !important; }
  .evc-root { filter: none; }
  .evc-sider, .evc-header, .evc-tabbar, .evc-skip-link, [role="toolbar"] > :not(h5),
  .evc-list-screen form .ev-btn, .evc-list-screen .ev-pagination, .evc-list-screen .ev-table-cell .ev-btn,
  .evc-list-screen .evc-actions-cell,
  .ev-drawer-extra, .ev-drawer-close, .ev-modal-close, .ev-modal-footer, .ev-float-btn, .ev-back-top,
  .ev-tooltip, .ev-dropdown, .ev-message, .ev-notification { display: none !important; }
  .evc-flow-page .ev-card-extra, .evc-flow-page .ev-btn, .evc-flow-page form[aria-label="办理"],
  .evc-flow-page .ev-upload-wrapper, .evc-file-action { display: none !important; }
  .evc-page-pad, .evc-list-screen { padding: 0 !important; }
  .ev-table-wrapper, .ev-table, .ev-table-container, .ev-table-content, .ev-table-body {
    overflow: visible !important; max-height: none !important; }
  .ev-table table { width: 100% !important; min-width: 0 !important; table-layout: auto !important; }
  .ev-table { font-size: 11px; }
  /* Column widths are the screen's (<col>, scroll.x): on paper the columns share the page by
     their content. Names wrap between characters (the cells keep CJK words whole on screen), numbers
     and codes stay whole. */
  .ev-table col { width: auto !important; min-width: 0 !important; }
  /* And no column of its own for a column not printed (row checkboxes, 操作): a <col>, or a cell
     of antd's measuring row, stays when the column's cells go, and leaves an empty column at the
     end of the page (the cells after it move one column left). */
  .ev-table colgroup, .ev-table-measure-row { display: none !important; }
  .ev-table-cell { padding: 4px 6px !important; overflow-wrap: break-word !important; }
  .ev-table-cell, .ev-table-cell * { white-space: normal !important; word-break: normal !important; }
  .ev-table-cell .ev-tag { white-space: nowrap !important; }
  /* antd 6's pinned columns (fix-start, fix-end) stick to the page's edges and their shadows with
     them: in print 操作 covered 审核人. Row checkboxes mean nothing on paper. */
  .ev-table-cell-fix, .ev-table-thead > tr > th { position: static !important; }
  .ev-table-cell-fix::before, .ev-table-cell-fix::after { display: none !important; }
  .ev-table-selection-column { display: none !important; }
  .ev-table-thead { display: table-header-group; }
  .ev-table-tbody > tr { break-inside: avoid; }
  /* A detail drawer or dialog open: print it alone, in the page's flow. */
  .evc-root:has(~ .evc-popups .ev-drawer-open), .evc-root:has(~ .evc-popups .ev-modal-wrap:not([style*="none"])) {
    display: none !important; }
  .ev-drawer, .ev-drawer-content-wrapper, .ev-modal-wrap, .ev-modal { position: static !important;
    width: auto !important; max-width: none !important; height: auto !important; transform: none !important;
    box-shadow: none !important; inset: auto !important; }
  .ev-drawer-mask, .ev-modal-mask { display: none !important; }
  .ev-drawer-body { overflow: visible !important; }
}
`

// The cards' few CSS rules (states, focus ring, stacks). Rendered once per document through React 19's
// <style href precedence> de-duplication, so the components need no global stylesheet or CSS tooling.

export const CARD_STYLE_HREF = "hanafuda-cards-v1";

export const CARD_CSS = `
.hf-card{display:inline-block;vertical-align:top;flex:none;line-height:0;border-radius:7%/4.4%;
  box-shadow:0 1px 2px rgba(0,0,0,.35);transition:transform .12s ease,box-shadow .12s ease,opacity .12s ease,filter .12s ease}
.hf-card>svg,svg.hf-card{display:block}
.hf-card-btn{appearance:none;-webkit-appearance:none;background:none;border:0;padding:0;margin:0;font:inherit;color:inherit;
  cursor:pointer;-webkit-tap-highlight-color:transparent;touch-action:manipulation}
.hf-card-btn:hover:not(:disabled){transform:translateY(-3px);box-shadow:0 4px 8px rgba(0,0,0,.35)}
.hf-card-btn:focus{outline:none}
.hf-card-btn:focus-visible{outline:3px solid #1d64f0;outline-offset:2px;box-shadow:0 0 0 2px #fff,0 2px 6px rgba(0,0,0,.4)}
.hf-card--highlighted{box-shadow:0 0 0 2px #f5c431,0 0 10px 3px rgba(245,196,49,.8)}
.hf-card--selected,.hf-card-btn.hf-card--selected:hover:not(:disabled){transform:translateY(-12%);
  box-shadow:0 0 0 3px #d7261e,0 6px 12px rgba(0,0,0,.4)}
.hf-card--disabled{opacity:.5;filter:grayscale(.7)}
.hf-card-btn:disabled{cursor:not-allowed}
.hf-stack{display:flex;flex-wrap:wrap;gap:6px 14px;align-items:flex-end}
.hf-stack-group{display:flex;flex-direction:column;gap:2px;min-width:0}
.hf-stack-head{font:600 11px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:inherit;opacity:.85;white-space:nowrap}
.hf-stack-cards{display:flex;flex-wrap:wrap;row-gap:4px;align-items:flex-end;min-width:0}
.hf-stack-empty{font:12px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;opacity:.6}
@media (prefers-reduced-motion:reduce){.hf-card{transition:none}}
@media (forced-colors:active){.hf-card--selected{outline:3px solid Highlight}.hf-card--highlighted{outline:2px dashed Highlight}}
`
  .replace(/\n\s*/g, "")
  .trim();

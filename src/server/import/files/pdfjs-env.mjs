// Imported before pdf.js wherever pdf.js is loaded. In Node, pdf.js requires @napi-rs/canvas as it
// loads, and that package reads every system font at load (~130–200 ms of CPU, more with many
// fonts installed) for drawing text on a canvas. The server only reads text and positions out of
// PDFs and never draws one, so the font scan is switched off (the package's documented variable).
process.env.DISABLE_SYSTEM_FONTS_LOAD ??= '1'

/**
 * Stands in for jsPDF's optional renderers (html2canvas, canvg, dompurify), which it imports only
 * for `doc.html()` and SVG images. Corridor writes the agreement PDF as text and never calls them,
 * so the build leaves them out (vite.config.ts) instead of shipping three chunks nobody loads.
 */
const unused = (): never => {
  throw new Error('This optional PDF renderer is not part of Corridor’s build.');
};
export default unused;

// @ts-check
/**
 * Chart labels cut to the width of the label column. A label can be as long as a cell of the
 * answer (tens of thousands of characters inside the byte budget), so the cost of fitting one is
 * linear in its length: it is cut to LABEL_CHARS characters first, and the longest prefix that
 * fits with its ellipsis is found by binary search, about log2(LABEL_CHARS) + 1 measurements of at
 * most LABEL_CHARS characters each, however long the label.
 */

/**
 * More characters than the widest label column (220 px) shows at the chart's font (12 px): the
 * narrowest glyphs there are about 3 px wide, so a longer label always needs cutting.
 */
export const LABEL_CHARS = 120;

const ELLIPSIS = "…";

/**
 * The label shortened to `width` with an ellipsis, or the label itself when it fits; the table
 * keeps the full text. A prefix is never narrower than a shorter one, which is what the binary
 * search relies on; whatever it finds was measured to fit (but the first character is kept even
 * when it alone is too wide, as a bar needs some name). Never splits a surrogate pair.
 * @param {string} label
 * @param {number} width in pixels
 * @param {(s: string) => number} measure the width of a text in pixels
 */
export function fitLabel(label, width, measure) {
  const whole = label.length <= LABEL_CHARS;
  if (whole && measure(label) <= width) return label;
  const head = whole ? label : label.slice(0, LABEL_CHARS);
  // the longest cut that fits, among 1 .. head.length (the whole label does not fit, so not it)
  let fits = 1;
  let low = 2;
  let high = whole ? head.length - 1 : head.length;
  while (low <= high) {
    const cut = (low + high) >>> 1;
    if (measure(prefix(head, cut) + ELLIPSIS) <= width) {
      fits = cut;
      low = cut + 1;
    } else {
      high = cut - 1;
    }
  }
  return prefix(head, fits) + ELLIPSIS;
}

/**
 * A label cut to at most LABEL_CHARS characters for a sentence (the chart's caption), with an
 * ellipsis when it was cut; no measuring.
 * @param {string} label
 */
export function shortLabel(label) {
  return label.length <= LABEL_CHARS ? label : prefix(label, LABEL_CHARS) + ELLIPSIS;
}

/** The first `cut` UTF-16 units, one fewer when the last would be half of a surrogate pair. */
function prefix(/** @type {string} */ text, /** @type {number} */ cut) {
  const last = text.charCodeAt(cut - 1);
  const halfPair = cut < text.length && last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, halfPair ? (cut > 1 ? cut - 1 : cut + 1) : cut);
}

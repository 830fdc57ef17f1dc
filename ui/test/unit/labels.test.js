// Unit tests of chart label fitting: right cuts, and a cost that does not grow with the label.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fitLabel, shortLabel, LABEL_CHARS } from "../../src/labels.js";

/**
 * A measure with per-character widths (narrow "i", wide "W", 7 px otherwise) that counts its work,
 * and stops a fitting that would measure more than 100 texts (a run of one per prefix would take
 * minutes here).
 */
function countingMeasure() {
  const measure = (/** @type {string} */ s) => {
    if (++measure.calls > 100) throw new Error(`more than 100 measurements (label of ${s.length} characters)`);
    measure.chars += s.length;
    return widthOf(s);
  };
  measure.calls = 0;
  measure.chars = 0;
  return measure;
}

const WIDTHS = { i: 3, l: 3, W: 11, M: 10, " ": 4 };

function widthOf(/** @type {string} */ s) {
  let width = 0;
  for (const ch of s) width += WIDTHS[ch] ?? 7;
  return width;
}

/** What fitting means, spelled out: the longest prefix that fits with "…", at least one character. */
function longestFittingPrefix(label, width, measure) {
  if (measure(label) <= width) return label;
  let best = 1;
  for (let cut = 1; cut < label.length; cut++) if (measure(label.slice(0, cut) + "…") <= width) best = cut;
  return label.slice(0, best) + "…";
}

test("a label that fits is kept whole, measured once", () => {
  const measure = countingMeasure();
  assert.equal(fitLabel("Mission", 208, measure), "Mission");
  assert.equal(measure.calls, 1);
});

test("a label that does not fit is the longest prefix that does, with an ellipsis", () => {
  const alphabet = "abiWlM x";
  for (let seed = 1; seed <= 300; seed++) {
    let state = seed;
    const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
    const length = 1 + Math.floor(random() * (LABEL_CHARS + 60));
    const label = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    const width = 20 + Math.floor(random() * 200);
    const measure = countingMeasure();
    assert.equal(fitLabel(label, width, measure), longestFittingPrefix(label, width, widthOf), label);
  }
});

test("two 14,000-character labels cost a few short measurements, not one per prefix", () => {
  // the view drew such an answer in 23 s when it measured every prefix of every label
  const labels = ["x".repeat(14_000), "Mission ".repeat(1_750)];
  for (const label of labels) {
    const measure = countingMeasure();
    const fitted = fitLabel(label, 208, measure);
    assert.ok(fitted.endsWith("…") && widthOf(fitted) <= 208, fitted);
    assert.ok(measure.calls <= Math.ceil(Math.log2(LABEL_CHARS)) + 1, `${measure.calls} measurements`);
    assert.ok(measure.chars <= 2 * LABEL_CHARS * measure.calls, `${measure.chars} characters measured`);
  }
});

test("the cost is the same for a label ten times longer", () => {
  const work = (length) => {
    const measure = countingMeasure();
    fitLabel("y".repeat(length), 208, measure);
    return measure.chars;
  };
  assert.equal(work(140_000), work(14_000));
});

test("the first character stays when nothing fits, and a surrogate pair is never split", () => {
  assert.equal(fitLabel("WWWW", 5, countingMeasure()), "W…");
  assert.equal(fitLabel("😀😀😀😀😀😀😀😀😀😀", 24, countingMeasure()), "😀😀…");
  assert.equal(fitLabel("😀".repeat(200), 5, countingMeasure()), "😀…");
  const cut = fitLabel("a" + "😀".repeat(300), 40, countingMeasure());
  assert.ok(!/[\ud800-\udbff]…$/.test(cut), cut);
});

test("a caption names a long label by its first characters", () => {
  assert.equal(shortLabel("Mission"), "Mission");
  assert.equal(shortLabel("z".repeat(14_000)), "z".repeat(LABEL_CHARS) + "…");
});

// @ts-check
/**
 * The chart that fits the answer (see chartFor): horizontal bars, one per group, labelled with
 * their values; or a line over time with a hover readout. Drawn by uPlot on a canvas, in colours
 * read from the page's (host-themed) CSS variables, so it follows light and dark.
 */
import uPlot from "uplot";
import { cellText, toEpochSeconds, toNumber } from "./answer.js";
import { formatShortNumber } from "./format.js";
import { fitLabel, shortLabel } from "./labels.js";

/** @typedef {import("./answer.js").Answer} Answer */
/** @typedef {import("./answer.js").ChartPlan} ChartPlan */

/** Height per bar: roomy for a few groups, tighter for many so the chart stays on screen. */
const barRow = (/** @type {number} */ bars) => (bars <= 15 ? 26 : 20);
const LABEL_MAX = 220;
const LINE_HEIGHT = 260;

/**
 * @param {HTMLElement} figure holds the canvas and its caption
 * @param {Answer} answer
 * @param {ChartPlan} plan
 * @returns {() => void} removes the chart
 */
export function renderChart(figure, answer, plan) {
  const plot = document.createElement("div");
  plot.className = "plot";
  const caption = document.createElement("figcaption");
  figure.replaceChildren(plot, caption);
  figure.hidden = false;
  figure.dataset.chart = plan.type;
  delete figure.dataset.drawn;

  const colors = {
    accent: resolveColor(figure, "--datasf-chart"),
    text: resolveColor(figure, "--color-text-secondary"),
    grid: resolveColor(figure, "--color-border-tertiary"),
  };
  const family = getComputedStyle(document.body).fontFamily || "sans-serif";
  const font = `12px ${family}`;
  const built = plan.type === "bar" ? barChart(answer, plan, colors, font) : lineChart(answer, plan, colors, font, caption);
  caption.textContent = built.caption;
  figure.setAttribute("aria-label", built.caption);

  const width = () => Math.max(240, Math.floor(plot.clientWidth || figure.clientWidth || 600));
  built.options.width = width();
  built.options.hooks = {
    ...built.options.hooks,
    draw: [...(built.options.hooks?.draw ?? []), () => (figure.dataset.drawn = "true")],
  };
  const chart = new uPlot(built.options, built.data, plot);
  // the host decides the frame's width: follow it (height is the chart's own)
  let lastWidth = built.options.width;
  const resize = new ResizeObserver(() => {
    const next = width();
    if (next !== lastWidth) {
      lastWidth = next;
      chart.setSize({ width: next, height: built.options.height });
    }
  });
  resize.observe(plot);
  return () => {
    resize.disconnect();
    chart.destroy();
    figure.replaceChildren();
    figure.hidden = true;
    delete figure.dataset.chart;
    delete figure.dataset.drawn;
  };
}

/**
 * @param {Answer} answer
 * @param {ChartPlan} plan
 * @param {{ accent: string, text: string, grid: string }} colors
 * @param {string} font
 */
function barChart(answer, plan, colors, font) {
  const rows = answer.rows.filter((r) => Number.isFinite(toNumber(r?.[plan.value])));
  const labels = rows.map((r) => cellText(r?.[plan.label]) || "(empty)");
  const values = rows.map((r) => toNumber(r?.[plan.value]));
  const index = rows.map((_, i) => i);
  const measure = measurer(font);
  const shortLabels = labels.map((l) => fitLabel(l, LABEL_MAX - 12, measure));
  const labelWidth = Math.min(LABEL_MAX, Math.ceil(Math.max(...shortLabels.map(measure))) + 14);
  const valueWidth = Math.ceil(Math.max(...values.map((v) => measure(formatShortNumber(v))))) + 12;
  const largest = values.reduce((best, v, i) => (v > values[best] ? i : best), 0);

  /** @type {uPlot.Options} */
  const options = {
    width: 0,
    height: rows.length * barRow(rows.length) + 36,
    padding: [6, valueWidth, 0, 0],
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      // categories run down the side, first answer row on top; values grow to the right
      x: { time: false, ori: 1, dir: -1, range: () => [-0.5, rows.length - 0.5] },
      y: { ori: 0, dir: 1, range: (_u, min, max) => [Math.min(0, min), max > 0 ? max : 1] },
    },
    axes: [
      {
        scale: "x",
        side: 3,
        size: labelWidth,
        gap: 6,
        font,
        stroke: colors.text,
        grid: { show: false },
        ticks: { show: false },
        splits: () => index,
        values: (_u, splits) => splits.map((i) => shortLabels[i] ?? ""),
      },
      {
        scale: "y",
        side: 2,
        size: 30,
        space: 60,
        font,
        stroke: colors.text,
        grid: { stroke: colors.grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map(formatShortNumber),
      },
    ],
    series: [
      {},
      {
        label: plan.value,
        fill: colors.accent,
        stroke: colors.accent,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.72, 22], align: 0 }),
        points: { show: false },
      },
    ],
    hooks: {
      draw: [
        (u) => {
          // each bar's value at its end: readable without hovering
          const ctx = u.ctx;
          ctx.save();
          ctx.font = font.replace(/^(\d+)px/, (_m, px) => `${Math.round(px * uPlot.pxRatio)}px`);
          ctx.fillStyle = colors.text;
          ctx.textBaseline = "middle";
          ctx.textAlign = "left";
          values.forEach((v, i) => {
            ctx.fillText(formatShortNumber(v), u.valToPos(Math.max(v, 0), "y", true) + 5 * uPlot.pxRatio, u.valToPos(i, "x", true));
          });
          ctx.restore();
        },
      ],
    },
  };
  const caption =
    `Bar chart of ${plan.value} by ${plan.label}: ${rows.length} bars, ` +
    `largest ${shortLabel(labels[largest])} (${formatShortNumber(values[largest])}).`;
  return { options, data: /** @type {uPlot.AlignedData} */ ([index, values]), caption };
}

/**
 * @param {Answer} answer
 * @param {ChartPlan} plan
 * @param {{ accent: string, text: string, grid: string }} colors
 * @param {string} font
 * @param {HTMLElement} caption
 */
function lineChart(answer, plan, colors, font, caption) {
  const points = answer.rows
    .map((r) => /** @type {[number, number]} */ ([toEpochSeconds(r?.[plan.label]), toNumber(r?.[plan.value])]))
    .filter(([t, v]) => Number.isFinite(t) && Number.isFinite(v))
    .sort((a, b) => a[0] - b[0]);
  const times = points.map((p) => p[0]);
  const values = points.map((p) => p[1]);
  const measure = measurer(font);
  const valueWidth = Math.ceil(Math.max(...values.map((v) => measure(formatShortNumber(v))))) + 16;
  const day = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", timeZone: "UTC" });
  const monthly = times.every((t) => new Date(t * 1000).getUTCDate() === 1);
  const when = (/** @type {number} */ t) => (monthly ? month : day).format(t * 1000);
  const readout = document.createElement("output");
  readout.className = "readout";

  /** @type {uPlot.Options} */
  const options = {
    width: 0,
    height: LINE_HEIGHT,
    padding: [10, 12, 0, 0],
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 7, fill: colors.accent } },
    // floating timestamps are read as UTC; draw them in UTC so a month stays that month
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
    scales: {
      x: { time: true },
      y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.08 : 1] },
    },
    axes: [
      { font, stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } },
      {
        font,
        size: valueWidth,
        stroke: colors.text,
        grid: { stroke: colors.grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map(formatShortNumber),
      },
    ],
    series: [
      {},
      {
        label: plan.value,
        stroke: colors.accent,
        width: 2,
        points: { show: points.length <= 48, size: 6, fill: colors.accent, stroke: colors.accent },
      },
    ],
    hooks: {
      setCursor: [
        (u) => {
          const i = u.cursor.idx;
          readout.textContent = i == null ? "" : `${when(times[i])}: ${formatShortNumber(values[i])}`;
        },
      ],
    },
  };
  caption.before(readout);
  const text =
    `Line chart of ${plan.value} over ${plan.label}: ${points.length} points ` +
    `from ${when(times[0])} to ${when(times[times.length - 1])}.`;
  return { options, data: /** @type {uPlot.AlignedData} */ ([times, values]), caption: text };
}

/** A CSS colour (light-dark(), var() and all) as the canvas needs it: resolved by the browser. */
function resolveColor(/** @type {HTMLElement} */ host, /** @type {string} */ variable) {
  const probe = document.createElement("span");
  probe.style.color = `var(${variable})`;
  probe.style.display = "none";
  host.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

function measurer(/** @type {string} */ font) {
  const ctx = document.createElement("canvas").getContext("2d");
  if (!ctx) return (/** @type {string} */ s) => s.length * 7;
  ctx.font = font;
  return (/** @type {string} */ s) => ctx.measureText(s).width;
}

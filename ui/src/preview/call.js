// Which tool call the preview shows: the page's query string (?tool=...&arguments={json}), so a
// preview can be bookmarked or linked, or a first example.

/** A grouped count with a chart: what the view is for. */
export const DEFAULT_CALL = Object.freeze({
  name: "query_datasf",
  arguments: {
    dataset_id: "wg3w-h783",
    soql: "SELECT police_district, count(*) AS incidents GROUP BY police_district ORDER BY incidents DESC",
  },
});

/** The tools whose answers the view shows. */
export const VIEW_TOOLS = ["query_datasf", "aggregate", "distinct_values"];

/**
 * The call a query string asks for, or null when it asks for none or for one the view cannot
 * show (an unknown tool, arguments that are not a JSON object).
 * @param {string} search e.g. "?tool=aggregate&arguments=%7B...%7D"
 */
export function callFromLocation(search) {
  const query = new URLSearchParams(search);
  const name = query.get("tool");
  const written = query.get("arguments");
  if (!name || !VIEW_TOOLS.includes(name) || !written) return null;
  try {
    const parsed = JSON.parse(written);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? { name, arguments: parsed } : null;
  } catch {
    return null;
  }
}

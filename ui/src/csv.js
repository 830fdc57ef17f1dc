// @ts-check
/**
 * RFC 4180 CSV, as query_datasf writes it (format csv): a header line, then one line per row;
 * quoted fields may hold commas, doubled quotes and line breaks. An empty field is a missing value.
 * @param {string} text
 * @returns {{ columns: string[], rows: Record<string, string | null>[] }}
 */
export function parseCsv(text) {
  /** @type {string[][]} */
  const records = [];
  /** @type {string[]} */
  let record = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === "") {
      quoted = true;
    } else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      if (ch === "\r" && text[i + 1] === "\n") i++;
    } else {
      field += ch;
    }
    i++;
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [columns = [], ...lines] = records;
  const rows = lines.map((line) => {
    /** @type {Record<string, string | null>} */
    const row = {};
    columns.forEach((column, k) => {
      const value = line[k];
      row[column] = value === undefined || value === "" ? null : value;
    });
    return row;
  });
  return { columns, rows };
}

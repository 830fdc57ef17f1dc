// The preview page's query string: which tool call it shows.
import assert from "node:assert/strict";
import { test } from "node:test";
import { callFromLocation, DEFAULT_CALL, VIEW_TOOLS } from "../../src/preview/call.js";

test("a tool the view shows, with arguments that are a JSON object, is the call", () => {
  const args = { dataset_id: "wg3w-h783", soql: "SELECT count(*)" };
  const search = `?${new URLSearchParams({ tool: "query_datasf", arguments: JSON.stringify(args) })}`;
  assert.deepEqual(callFromLocation(search), { name: "query_datasf", arguments: args });
});

test("no call, an unknown tool or arguments that are not an object ask for none", () => {
  for (const search of [
    "",
    "?tool=query_datasf",
    "?tool=drop_tables&arguments=%7B%7D",
    "?tool=count_rows&arguments=%7B%7D",
    "?tool=aggregate&arguments=%5B1%5D",
    "?tool=aggregate&arguments=null",
    "?tool=aggregate&arguments=%7Boops",
  ]) {
    assert.equal(callFromLocation(search), null, search);
  }
});

test("the first example is a call the view shows", () => {
  assert.ok(VIEW_TOOLS.includes(DEFAULT_CALL.name));
  assert.equal(typeof DEFAULT_CALL.arguments.soql, "string");
});

// web/package.json names the Node the tests need: the test runner's flags (--test-concurrency)
// and the APIs the page's code uses in Node (Array.prototype.findLast…) are Node 20's.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

import { root } from "./support.mjs";

test("package.json asks for the Node the tests run on (>= 20)", () => {
  const pkg = JSON.parse(readFileSync(path.join(root, "web/package.json"), "utf8"));
  assert.equal(pkg.engines.node, ">=20");
  const major = Number(process.versions.node.split(".")[0]);
  assert.ok(major >= 20, `Node ${process.versions.node} runs the tests`);
});

// The expected values and call options, answered off the page's thread: a search of some
// hundred thousand states takes a second or more, and the page must keep answering keystrokes.
// A message is {module, lines}: the page's compiled module (instantiated here without compiling
// it again; the file is fetched and compiled only when it is missing) and a list of batch lines;
// the reply is their answers, in order. The page ends this worker when its answer is no longer
// wanted and starts another.
import { load } from "./hupai.js";

let hupai = null;

self.onmessage = async (event) => {
  const { module, lines } = event.data;
  hupai ??= load(module ?? new URL("../hupai.wasm", import.meta.url));
  const h = await hupai;
  self.postMessage(lines.map((line) => h.answer(line)));
};

// The expected values and call options, answered off the page's thread: a search of some
// hundred thousand states takes a second or more, and the page must keep answering keystrokes.
// A message is a list of batch lines; the reply is their answers, in order. The page ends this
// worker when its answer is no longer wanted and starts another.
import { load } from "./hupai.js";

const hupai = load(new URL("../hupai.wasm", import.meta.url));

self.onmessage = async (event) => {
  const h = await hupai;
  self.postMessage(event.data.map((line) => h.answer(line)));
};

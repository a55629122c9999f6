// hupai in the browser (and in Node): the WebAssembly build of the library answering batch lines,
// the JSON of `hupai batch` (docs/CLI.md). Every function returns that JSON, parsed; the named
// questions only choose the ops.
//
//   import { load } from "./hupai.js";
//   const hupai = await load(new URL("./hupai.wasm", import.meta.url));
//   hupai.check("123m456p789s11122z", { rules: "riichi" });  // {hand, size, win, forms, …}
//   hupai.score("123m456p789s11122z", { rules: "riichi", situation: { tsumo: true, win_tile: "1m" } });

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// The module imports three WASI calls that wasi-libc's stdio links in and nothing the module runs
// calls; they answer "not supported" (errno 52, ENOSYS).
const wasi = {
  fd_close: () => 52,
  fd_seek: () => 52,
  fd_write: () => 52,
};

/** An answer that is an error object: `code` is the error's name (e.g. "missing_suit"). */
export class HupaiError extends Error {
  constructor(answer) {
    super(answer.error);
    this.name = "HupaiError";
    this.code = answer.error.slice(0, answer.error.indexOf(":"));
    this.answer = answer;
  }
}

// {module, instance}: the compiled module is kept, so that a worker can be given it instead of
// compiling the 4 MB again (a third of a second on a slow machine).
async function instantiate(source) {
  const imports = { wasi_snapshot_preview1: wasi };
  if (source instanceof WebAssembly.Module) {
    return { module: source, instance: await WebAssembly.instantiate(source, imports) };
  }
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return WebAssembly.instantiate(source, imports);
  }
  const response = await fetch(source);
  if (!response.ok) throw new Error(`hupai.wasm: HTTP ${response.status}`);
  if (WebAssembly.instantiateStreaming &&
      response.headers.get("content-type")?.startsWith("application/wasm")) {
    return WebAssembly.instantiateStreaming(response, imports);
  }
  return WebAssembly.instantiate(await response.arrayBuffer(), imports);
}

/**
 * Loads the module from a URL, a Response-producing fetch target, bytes or a compiled module.
 * Resolves to an object with the questions below.
 */
export async function load(source) {
  const { module, instance } = await instantiate(source);
  const e = instance.exports;
  e._initialize();

  /** Answers batch text (one or more lines, JSON Lines): the answer lines, joined by '\n'. */
  function answerText(text) {
    const bytes = encoder.encode(text);
    const at = e.hupai_input(bytes.length);
    new Uint8Array(e.memory.buffer, at, bytes.length).set(bytes);
    const out = e.hupai_answer(bytes.length);
    const size = e.hupai_output_size();
    return decoder.decode(new Uint8Array(e.memory.buffer, out, size));
  }

  /** Answers one batch line given as an object ({hand, rules, wild, flags, notation, ops}) or a
   *  string (a bare hand, or a JSON object's text): the answer object, error objects included. */
  function answer(line) {
    const text = typeof line === "string" ? line : JSON.stringify(line);
    // One line in, one answer out: a newline inside a bare hand would split it in two.
    if (/[\n\r]/.test(text)) {
      return { id: null, error: "invalid_value: a hand is one line" };
    }
    const out = answerText(text);
    if (out === "") return { id: null, error: "empty_hand: no tiles" };
    return JSON.parse(out);
  }

  function ask(ops) {
    return (hand, options = {}) => {
      const a = answer({ ...options, hand, ops });
      if ("error" in a) throw new HupaiError(a);
      return a;
    };
  }

  return {
    /** The compiled WebAssembly.Module: load(module) elsewhere (a worker) skips compiling it. */
    module,
    answer,
    answerText,
    /** The canonical hand and its size. */
    parse: ask(["shanten"]),
    /** win and forms of a 3n+2 hand. */
    check: ask(["win", "forms"]),
    /** waits, karaten and their shapes of a 3n+1 hand. */
    waits: ask(["waits"]),
    /** shanten, overall and per form. */
    shanten: ask(["shanten"]),
    /** each discard of a 3n+2 hand, best first. */
    analyze: ask(["analyze"]),
    /** every decomposition of a winning hand, wildcards with what they stand for. */
    decompose: ask(["decompose"]),
    /** what a win is worth under riichi: give options.situation (docs/SCORING.md). */
    score: ask(["score"]),
    /** expected values of each discard of a 3n+2 hand (docs/EV.md): options.situation (seat_wind,
     *  round_wind, dora_indicators, seen, honba, riichi_sticks) and options.ev (t_max, …). */
    ev: ask(["ev"]),
    /** the options another player's discard offers a 3n+1 hand: options.call ({tile, from}),
     *  with options.ev (even {}) each option's expected values. */
    call: ask(["call"]),
  };
}

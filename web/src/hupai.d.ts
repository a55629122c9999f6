// Types of web/src/hupai.js: the batch JSON of docs/CLI.md, as the WebAssembly module answers it.

/** Options of a question: the batch object's keys other than hand, ops and id. */
export interface LineOptions {
  rules?: "riichi" | "chinese" | "sichuan" | "ruijin" | "mediatek";
  /** Wild kinds: "7z", "5z,6z" or ["5z", "6z"]. */
  wild?: string | string[];
  /** Rule flags by name (docs/CLI.md), e.g. {kongs_in_hand: true}. */
  flags?: Record<string, boolean | number | string>;
  notation?: "auto" | "mpsz" | "unicode" | "chinese" | "codes" | "mediatek";
  /** The situation of a win, for the score op (docs/SCORING.md), or of the ev and call ops
   *  (docs/EV.md: seat_wind, round_wind, dora_indicators, seen, honba, riichi_sticks). */
  situation?: Record<string, unknown>;
  /** Options of the expected values (docs/EV.md), e.g. {t_max: 10}; for call, {} asks for them. */
  ev?: Record<string, unknown>;
  /** The discard a call op asks about: {tile: "3m", from: "left" | "across" | "right"}. */
  call?: { tile: string; from?: "left" | "across" | "right" };
}

export type Op = "win" | "forms" | "shanten" | "waits" | "decompose" | "analyze" | "score" | "ev" | "call";

export interface Line extends LineOptions {
  id?: unknown;
  hand: string;
  ops?: Op | Op[];
}

export interface Decomposition {
  form: string;
  groups: string[];
  wild?: { group: number; as: string }[];
}

export interface Discard {
  discard: string;
  shanten: number;
  improving: string[];
  unseen: Record<string, number>;
  total: number;
}

/** A row of the ev op: each array holds a value per turn, t_min to t_max (docs/EV.md). */
export interface EvRow {
  discard: string | null;
  shanten: number;
  tenpai_prob: number[];
  win_prob: number[];
  exp_score: number[] | null;
}

/** An option of the call op (docs/EV.md, "Calls"). */
export interface CallOption {
  option: "pass" | "chi" | "pon" | "kan" | "ron" | string;
  meld?: string;
  discard?: string;
  shanten: number;
  improving?: string[];
  total?: number;
  after?: string;
  points?: number;
  no_yaku: boolean;
  tenpai_prob?: number;
  win_prob?: number;
  exp_score?: number | null;
}

/** An answer: the keys present depend on the ops and the hand's size (docs/CLI.md). */
export interface Answer {
  id?: unknown;
  hand: string;
  size: number;
  win?: boolean;
  forms?: string[];
  fei?: true;
  zhifei?: true;
  shanten?: number | null;
  shanten_by_form?: Record<string, number>;
  waits?: string[];
  karaten?: string[];
  shapes?: Record<string, string[]>;
  decompositions?: Decomposition[];
  analysis?: Discard[];
  /** The score op's object (docs/CLI.md). */
  score?: Record<string, unknown>;
  ev_states?: number;
  ev?: EvRow[];
  call?: { tile: string; from: string };
  calls?: CallOption[];
}

export interface ErrorAnswer {
  id: unknown;
  /** "<code>: <message>", e.g. "missing_suit: …". */
  error: string;
}

export class HupaiError extends Error {
  readonly code: string;
  readonly answer: ErrorAnswer;
}

export interface Hupai {
  /** The compiled module: load(module) in a worker instantiates it without compiling again. */
  module: WebAssembly.Module;
  /** One batch line (an object, or its text, or a bare hand): the answer or the error answer. */
  answer(line: Line | string): Answer | ErrorAnswer;
  /** Batch text (JSON Lines) in, the answer lines out. */
  answerText(text: string): string;
  parse(hand: string, options?: LineOptions): Answer;
  check(hand: string, options?: LineOptions): Answer;
  waits(hand: string, options?: LineOptions): Answer;
  shanten(hand: string, options?: LineOptions): Answer;
  analyze(hand: string, options?: LineOptions): Answer;
  decompose(hand: string, options?: LineOptions): Answer;
  score(hand: string, options?: LineOptions): Answer;
  ev(hand: string, options?: LineOptions): Answer;
  call(hand: string, options?: LineOptions): Answer;
}

/** Loads hupai.wasm from a URL, bytes or a compiled module. */
export function load(source: string | URL | BufferSource | WebAssembly.Module): Promise<Hupai>;

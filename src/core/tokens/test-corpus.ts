/** A varied corpus for comparing the encoder with js-tiktoken: each entry exercises one pre-tokenizer path. */
export const varietyCorpus: readonly string[] = [
  "The quick brown fox jumps over the lazy dog. It's 4:30pm; we'll see what they've done, I'm sure.",
  "DON'T SHOUT, they'RE here. O'Neil's cat'S toy 'd 'll 'LL 'Ve 'rE",
  'CamelCaseIdentifier parseHTTPResponse XMLHttpRequest iOS macOS eBay NASA',
  '{"id": 42, "name": "Customer", "tags": ["a", "b"], "nested": {"ok": true, "value": null, "n": -1.5e10}}',
  'function add(a: number, b: number): number {\n  return a + b; // sum\n}\n\nconst x = add(1, 2);\n',
  'def main():\n\tprint("tab indented")\n    if x >= 10 and y != 3:\n        pass\r\n',
  '1234567890 12 123 1234 3.14159 1,000,000 0x1F 2024-01-31T12:00:00Z',
  '   leading spaces and trailing spaces   ',
  'lines\n\n\n\nwith\r\n\r\nblank\n \n  \n\t\nruns\n',
  '中文文本，包含标点符号。日本語のテキストも含まれています！한국어 텍스트도 있습니다.',
  'Emoji 🎉🎉🎉 flags 🇫🇷🇯🇵 family 👨‍👩‍👧‍👦 skin 👍🏽 and ❤️ hearts',
  'Ünïcödé àccénts: naïve café résumé Ærøskøbing straße İstanbul',
  'Русский текст и ελληνικά γράμματα, עברית, العربية، हिन्दी भाषा',
  'combining: e\u0301 a\u0308 n\u0303 — dashes – and “quotes” ‘single’ … ellipsis',
  'non-breaking\u00a0space, ideographic\u3000space, zero\u200bwidth, bom\ufeffhere',
  '<|endoftext|> special <|fim_prefix|><|fim_middle|><|fim_suffix|><|endofprompt|><|im_start|>',
  'url https://example.com/path/to/file.json?query=1&b=2#frag and C:\\Windows\\System32',
  'base64 aGVsbG8gd29ybGQ=/+abc== SGVsbG8sIFdvcmxkIQ==\n',
  '!!!???...,,,;;;::: ===== ----- ***** ##### @@@@ $$$ %%% ^^^ &&& ((( ))) [[[ ]]] {{{ }}}',
  ' !a ?B .c\n/ d/\n',
  'lone surrogates \ud800 and \udfff and reversed \udc00\ud800 pair',
  '\u0000\u0001\u0007\u001b[31mcolored\u001b[0m\u007f',
  'x'.repeat(300),
  ' '.repeat(70) + 'a' + '\n'.repeat(30) + '\t'.repeat(5),
  '²³¹ ½ Ⅻ ٣٤٥ ४५६ numbers in other scripts',
  'a\u00a0\u00a0b \u2028 c \u2029 d',
];

/**
 * Pathological runs with no pre-tokenizer break: `length` characters of ASCII runs, `wideLength` characters of
 * CJK and emoji runs (three and four bytes each), at sizes the quadratic reference can still handle.
 */
export function pathologicalRuns(length: number, wideLength = length): readonly string[] {
  const cjk = Array.from({ length: wideLength }, (_, index) =>
    String.fromCharCode(0x4e00 + ((index * 7919) % 20_000)),
  ).join('');
  let seed = 7;
  const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/';
  const base64 = Array.from({ length }, () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return base64Alphabet[seed % base64Alphabet.length];
  }).join('');
  const lowercase = Array.from({ length }, (_, index) => String.fromCharCode(97 + ((index * 13) % 26))).join(
    '',
  );
  const wide = ['中'.repeat(wideLength), cjk, '🎉'.repeat(Math.ceil(wideLength / 2))];
  return [...wide, '='.repeat(length), lowercase, 'a'.repeat(length), base64];
}

/** A small deterministic generator (mulberry32), so every run measures the same text. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const words = (
  'the of and to in is that it for was on are as with his they at be this from have or by one had not but what ' +
  'all were when we there can an your which their said if do will each about how up out them then she many some ' +
  'so these would other into has more her two like him see time could no make than first been its who now people ' +
  'customer invoice record approve operator model request response context token budget window prune pin ' +
  'Paris London Tokyo Monday January TypeScript JavaScript HTTPServer parseJSON getUserById XMLHttpRequest'
).split(' ');
const contractions = ["don't", "it's", "we'll", "they're", "I've", "she'd", "can't", "you'RE"];
const cjkSentences = [
  '今天的天气很好，我们去公园散步吧。',
  '这个函数返回用户的订单列表，并按日期排序。',
  '東京の天気は晴れです。明日は雨が降るかもしれません。',
  'データベースへの接続に失敗しました：タイムアウト。',
  '서울은 한국의 수도입니다. 오늘 회의는 3시에 시작합니다.',
];
const emoji = ['🎉', '👍🏽', '🇯🇵', '👨‍👩‍👧‍👦', '❤️', '🚀', '✅', '🤖'];
const multilingual = [
  'Привет, как дела?',
  'Ελληνικά γράμματα',
  'naïve café résumé',
  'straße Ærøskøbing',
  'مرحبا بالعالم',
  'नमस्ते दुनिया',
];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function prose(random: () => number): string {
  const sentence: string[] = [];
  const length = 8 + Math.floor(random() * 16);
  for (let index = 0; index < length; index += 1) {
    const roll = random();
    sentence.push(
      roll < 0.05
        ? pick(random, contractions)
        : roll < 0.1
          ? String(Math.floor(random() * 10_000))
          : pick(random, words),
    );
  }
  const text = sentence.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}${pick(random, ['.', '.', '?', '!', ';', ':'])} `;
}

function json(random: () => number): string {
  const record = {
    id: Math.floor(random() * 1e6),
    name: `${pick(random, words)} ${pick(random, words)}`,
    email: `${pick(random, words)}${Math.floor(random() * 100)}@example.com`,
    active: random() < 0.5,
    balance: Math.round(random() * 1e6) / 100,
    tags: [pick(random, words), pick(random, words)],
    address: {
      city: pick(random, ['Paris', 'Lisbon', 'Osaka', 'München']),
      zip: String(Math.floor(random() * 99_999)),
    },
  };
  return random() < 0.5 ? `${JSON.stringify(record)}\n` : `${JSON.stringify(record, null, 2)}\n`;
}

function code(random: () => number): string {
  const name = `${pick(random, words)}${pick(random, ['Handler', 'Count', 'Value', 'ById'])}`;
  return random() < 0.5
    ? `export function ${name}(input: string, limit = ${Math.floor(random() * 100)}): number {\n  const items = input.split(',').filter((item) => item.length > 0);\n  return items.length > limit ? limit : items.length; // clamp\n}\n\n`
    : `def ${name.toLowerCase()}(self, value):\n    if value is None:\n        raise ValueError("missing value")\n    return [x * 2 for x in value if x % 2 == 0]\n\n`;
}

/** About `size` characters mixing prose (40%), JSON (20%), code (20%), CJK (10%), other scripts and emoji (10%). */
export function generateCorpus(size: number, seed = 42): string {
  const random = seededRandom(seed);
  const chunks: string[] = [];
  let length = 0;
  while (length < size) {
    const roll = random();
    const chunk =
      roll < 0.4
        ? prose(random)
        : roll < 0.6
          ? json(random)
          : roll < 0.8
            ? code(random)
            : roll < 0.9
              ? pick(random, cjkSentences)
              : `${pick(random, multilingual)} ${pick(random, emoji)}${pick(random, emoji)} `;
    chunks.push(chunk);
    length += chunk.length;
  }
  return chunks.join('');
}

/** `count` strings of about `length` characters cut from `corpus` at varied places. */
export function partStrings(corpus: string, count: number, length: number, seed = 7): readonly string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const start = Math.floor(random() * (corpus.length - 2 * length));
    return corpus.slice(start, start + Math.floor(length * (0.5 + random())));
  });
}

/** Named pathological runs of `size` characters (CJK characters count as one each). */
export function pathological(size: number): readonly { readonly label: string; readonly text: string }[] {
  const random = seededRandom(3);
  const bytes = Uint8Array.from({ length: Math.ceil((size * 3) / 4) }, () => Math.floor(random() * 256));
  let base64 = '';
  for (const byte of bytes) base64 += String.fromCharCode(byte);
  return [
    { label: `${size.toLocaleString('en-US')} CJK characters, no punctuation`, text: '中'.repeat(size) },
    { label: `${size.toLocaleString('en-US')} varied CJK characters`, text: pathologicalRuns(size)[1]! },
    { label: `${size.toLocaleString('en-US')} characters of base64`, text: btoa(base64).slice(0, size) },
    { label: `${size.toLocaleString('en-US')} '=' characters`, text: '='.repeat(size) },
    { label: `${size.toLocaleString('en-US')} lowercase letters`, text: pathologicalRuns(size)[4]! },
    {
      label: `${Math.round(size / 4).toLocaleString('en-US')} lowercase letters`,
      text: pathologicalRuns(size / 4)[4]!,
    },
  ];
}

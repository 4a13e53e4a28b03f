import JSONCoding
import JavaScriptSemantics
import TestSupport
import Testing

/// The answers are lodash 4.17's, in node: `_.toPath`, `_.get` and `_.has`.
@Suite struct LodashPathTests {
  private static let record: JSONValue = [
    "a": ["b": 1], "a.b": 2, "tags": ["x", "y"], "s": "h\u{E9}llo", "n": nil,
    "nested": ["c.d": 3, "c": ["d": 4]], "list": [5, 6], "object": ["x": nil],
  ]

  @Test(
    arguments: [
      (#"a[0].b["c.d"]"#, ["a", "0", "b", "c.d"]), (".a", ["", "a"]), ("a..b", ["a", "", "b"]),
      ("a[-1.5].c", ["a", "-1.5", "c"]), (#"a['x\\y']"#, ["a", #"x\y"#]),
      (#"a["b\"c"]"#, ["a", #"b"c"#]), ("a[b]", ["a", "b"]), ("a[]", ["a", ""]),
      ("a.", ["a", ""]), ("", []), ("a[0][1]", ["a", "0", "1"]), ("[0]", ["0"]),
    ])
  func splitsAPathAsToPathDoes(path: String, keys: [String]) {
    checkEqual(LodashPath.stringToPath(path), keys)
  }

  @Test(
    arguments: [
      ("a.b", 2), ("tags[1]", "y"), ("tags.1", "y"), ("tags.length", 2), ("s.1", "\u{E9}"),
      ("s.length", 5), (#"nested["c.d"]"#, 3), ("nested.c.d", 4), ("object.x", nil),
      ("tags[1].length", 1),
    ] as [(String, JSONValue)])
  func findsWhatGetFinds(path: String, value: JSONValue) {
    checkEqual(LodashPath.value(at: path, in: Self.record), value)
    check(LodashPath.has(path, in: Self.record))
  }

  /// `01` is no index, and a step into `null` finds nothing.
  @Test(arguments: ["n.b", "list.01", "list.2", "list.-1", "missing", "a.c", "a.b.c"])
  func findsNothingWhereGetFindsUndefined(path: String) {
    checkEqual(LodashPath.value(at: path, in: Self.record), nil)
    check(!LodashPath.has(path, in: Self.record))
  }

  /// A member whose name is the whole path is taken before the path's steps; without one, the
  /// path's steps are followed.
  @Test func takesAMemberNamedByTheWholePathFirst() {
    checkEqual(LodashPath.value(at: "a.b", in: ["a": ["b": 1]]), 1)
    checkEqual(LodashPath.value(at: "a.b", in: ["a.b": 2, "a": ["b": 1]]), 2)
    checkEqual(LodashPath.value(at: "a[0]", in: ["a[0]": 1, "a": [2]]), 1)
  }

  /// A property is one step, whatever it holds; a member's name matches code unit for code
  /// unit, as JavaScript's property access does.
  @Test func readsOnePropertyAsOneStep() {
    checkEqual(LodashPath.property("a.b", of: Self.record), 2)
    checkEqual(LodashPath.property("caf\u{E9}", of: ["cafe\u{301}": 1]), nil)
    checkEqual(LodashPath.property("0", of: "hi"), "h")
    checkEqual(LodashPath.property("length", of: [1, 2, 3]), 3)
    checkEqual(LodashPath.property("0", of: 7), nil)
  }

  /// Limits of JSON values: where lodash gives a function of JavaScript's prototypes, and where
  /// it gives a lone surrogate (`"😀"[0]` is `"\ud83d"`), which Swift's `String` cannot hold.
  @Test func givesNoPrototypeMethodsAndNoLoneSurrogates() {
    checkEqual(LodashPath.value(at: "a.toString", in: Self.record), nil)
    check(!LodashPath.has("a.toString", in: Self.record))
    checkEqual(LodashPath.value(at: "e.0", in: ["e": "\u{1F600}"]), "\u{FFFD}")
    checkEqual(LodashPath.value(at: "e.length", in: ["e": "\u{1F600}"]), 2)
  }
}

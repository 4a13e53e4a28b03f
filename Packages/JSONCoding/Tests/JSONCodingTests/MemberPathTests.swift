import JSONCoding
import TestSupport
import Testing

@Suite struct MemberPathTests {
  @Test(arguments: [
    ("_embedded.books", ["_embedded", "books"]),
    ("count", ["count"]),
    (#"["@odata.nextLink"]"#, ["@odata.nextLink"]),
    (#".["@odata.count"]"#, ["@odata.count"]),
    (#"data["x.y"].total"#, ["data", "x.y", "total"]),
    (#"data.["x.y"]["z"]"#, ["data", "x.y", "z"]),
    (#"["a\"b\\c"]"#, [#"a"b\c"#]),
    ("a..b", ["a", "", "b"]),
    ("a.", ["a", ""]),
    ("tags[0]", ["tags[0]"]),
    ("[a]", ["[a]"]),
  ])
  func readsDotsAndBracketedNames(text: String, names: [String]) {
    checkEqual(MemberPath(parsing: text)?.names, names)
  }

  @Test(arguments: [#"["a"#, #"["a"]b"#, #"["a" ]"#, #"a["b"#, #"["a"].["b"#])
  func refusesABracketThatHoldsNoOneQuotedName(text: String) {
    checkEqual(MemberPath(parsing: text), nil)
  }

  @Test func writesWhatItReadsBack() {
    let paths = [
      ["_embedded", "books"], ["@odata.nextLink"], ["data", "x.y", "total"], ["a", "", "b"],
      [#"q"uote"#], ["[x]"], [#"a["b"#], ["x.y["],
    ]
    for names in paths {
      let written = MemberPath(names).description
      checkEqual(MemberPath(parsing: written)?.names, names, "\(written)")
    }
    checkEqual(MemberPath(["data", "x.y"]).description, #"data["x.y"]"#)
    checkEqual(MemberPath(["page", "totalElements"]).description, "page.totalElements")
  }

  @Test func aListSplitsOnCommasOutsideQuotedNames() {
    checkEqual(
      MemberPath.list(parsing: #"id,["a,b"].c,address.city"#)?.map(\.names),
      [["id"], ["a,b", "c"], ["address", "city"]])
    checkEqual(MemberPath.list(parsing: "id,,name"), nil)
    checkEqual(MemberPath.list(parsing: #"id,["a"#), nil)
    checkEqual(MemberPath.list(parsing: ""), nil)
  }
}

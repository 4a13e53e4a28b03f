import ArgumentParsing
import Testing

@Suite struct OptionTests {
  static let page = Option<Int>(
    "page", valueName: "N", summary: "Show page N", expecting: "a positive whole number"
  ) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
  static let search = Option<String>("search", valueName: "TEXT", summary: "Look for TEXT")
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [CommandSpec(name: "list", summary: "List", options: [page.spec, search.spec])],
    globalOptions: [])

  @Test func theDeclarationIsTheSpecTheParserSees() {
    #expect(Self.page.spec == .value("page", valueName: "N", summary: "Show page N"))
  }

  @Test func readsTheLastValueConverted() throws {
    let parsed = try spec.parse(["list", "--page", "2", "--page=3"])

    #expect(try parsed.value(of: Self.page) == 3)
    #expect(try parsed.values(of: Self.page) == [2, 3])
  }

  @Test func anAbsentOptionHasNoValue() throws {
    let parsed = try spec.parse(["list"])

    #expect(try parsed.value(of: Self.page) == nil)
    #expect(try parsed.values(of: Self.page).isEmpty)
  }

  @Test func aValueThatDoesNotConvertIsAUsageErrorNamingTheOptionAndTheCommand() throws {
    let parsed = try spec.parse(["list", "--page", "2", "--page", "x"])

    let error = #expect(throws: UsageError.self) { try parsed.value(of: Self.page) }
    #expect(
      error
        == UsageError(
          "invalid value 'x' for '--page' (expected a positive whole number)", command: "list"))
    #expect(throws: UsageError.self) { try parsed.values(of: Self.page) }
  }

  @Test func aTextOptionTakesAnyText() throws {
    let parsed = try spec.parse(["list", "--search", "", "--search", "ü -x"])

    #expect(try parsed.values(of: Self.search) == ["", "ü -x"])
  }

  @Test(
    arguments: [
      (["list", "--page", "2", "--page=3"], 3),
      (["--page", "4", "--nope", "--page", "x"], 4),
      (["--page", "5", "--", "--page", "6"], 5),
      (["--pages", "7", "--page"], nil),
    ] as [([String], Int?)])
  func lastValueReadsTheLastConvertibleValueWithoutParsing(arguments: [String], expected: Int?) {
    #expect(Self.page.lastValue(in: arguments) == expected)
  }
}

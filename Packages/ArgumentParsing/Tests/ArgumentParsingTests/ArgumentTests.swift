import ArgumentParsing
import Testing

@Suite struct ArgumentTests {
  static let id = Argument<Int>(
    "id", summary: "The id", noun: "thing id", expecting: "a positive whole number"
  ) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [CommandSpec(name: "show", summary: "Show", arguments: [id.spec])],
    globalOptions: [.flag("help", summary: "Help", isInformational: true)])

  @Test func readsTheArgumentConverted() throws {
    #expect(try spec.parse(["show", "7"]).value(of: Self.id) == 7)
  }

  @Test func aMissingArgumentHasNoValue() throws {
    #expect(try spec.parse(["show", "--help"]).value(of: Self.id) == nil)
    #expect(try spec.parse(["show", "7"]).value(of: Self.id, at: 1) == nil)
  }

  @Test(arguments: ["x", "0", "-1", ""])
  func aValueThatDoesNotConvertIsAUsageErrorNamingTheArgument(text: String) throws {
    let parsed = ParsedArguments(command: "show", arguments: [text])

    let error = #expect(throws: UsageError.self) { try parsed.value(of: Self.id) }
    #expect(
      error
        == UsageError(
          "invalid thing id '\(text)' (expected a positive whole number)", command: "show"))
  }

  @Test func aRequiredArgumentThatIsMissingIsAUsageError() throws {
    let parsed = ParsedArguments(command: "show")

    #expect(throws: UsageError("missing <id> for 'show'", command: "show")) {
      try parsed.requiredValue(of: Self.id)
    }
    #expect(try ParsedArguments(command: "show", arguments: ["3"]).requiredValue(of: Self.id) == 3)
  }
}

/// An argument that takes every word left: `create <kind> [<item>...]`.
@Suite struct RepeatingArgumentTests {
  static let kind = Argument<String>(
    "kind", summary: "The kind", noun: "kind", expecting: "a word"
  ) { $0.isEmpty ? nil : $0 }
  static let items = Argument<String>(
    "item", summary: "A field", noun: "item", isOptional: true, expecting: "name=value"
  ) { $0.contains("=") ? $0 : nil }.repeating()
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [
      CommandSpec(name: "create", summary: "Create", arguments: [kind.spec, items.spec]),
      CommandSpec(
        name: "tag", summary: "Tag",
        arguments: [
          ArgumentSpec(name: "tag", summary: "Tags", allowedValues: ["red", "blue"]).repeated
        ]),
    ],
    globalOptions: [.flag("json", summary: "JSON")])

  @Test func isShownRepeatingInUsage() {
    #expect(Self.items.spec.synopsis == "[<item>...]")
    #expect(Self.items.spec.isRepeating)
    #expect(!Self.kind.spec.isRepeating)
    #expect(spec.usage(for: "create") == "usage: tool create <kind> [<item>...] [options]")
    #expect(spec.usage(for: "tag") == "usage: tool tag <tag>... [options]")
  }

  @Test func takesEveryWordLeftOptionsAnywhere() throws {
    let parsed = try spec.parse(["create", "customers", "a=1", "--json", "b=2", "c=3"])

    #expect(try parsed.values(of: Self.items, from: 1) == ["a=1", "b=2", "c=3"])
    #expect(parsed.isSet(Flag("json", summary: "JSON")))
    #expect(try spec.parse(["create", "customers"]).values(of: Self.items, from: 1) == [])
  }

  @Test func namesTheFirstWordThatDoesNotConvert() throws {
    let parsed = try spec.parse(["create", "customers", "a=1", "oops", "worse"])

    let error = #expect(throws: UsageError.self) { try parsed.values(of: Self.items, from: 1) }
    #expect(error == UsageError("invalid item 'oops' (expected name=value)", command: "create"))
  }

  @Test func checksEachWordAgainstTheAllowedValuesAndNeedsOneWhenRequired() throws {
    #expect(try spec.parse(["tag", "red", "blue", "red"]).arguments == ["red", "blue", "red"])
    #expect(throws: UsageError.self) { try spec.parse(["tag", "red", "green"]) }
    #expect(throws: UsageError.self) { try spec.parse(["tag"]) }
  }

  @Test func takesTenThousandWords() throws {
    let words = (0..<10_000).map { "f\($0)=\($0)" }
    let parsed = try spec.parse(["create", "customers"] + words)

    #expect(try parsed.values(of: Self.items, from: 1).count == 10_000)
  }
}

extension ArgumentSpec {
  /// The same argument, repeating.
  fileprivate var repeated: ArgumentSpec {
    var spec = self
    spec.isRepeating = true
    return spec
  }
}

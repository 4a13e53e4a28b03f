import ArgumentParsing
import Testing

@Suite struct ShortOptionTests {
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [
      CommandSpec(
        name: "serve", summary: "Serve",
        arguments: [ArgumentSpec(name: "file", summary: "What", isOptional: true)],
        options: [
          .value("port", short: "p", valueName: "PORT", summary: "Port"),
          .value("host", short: "H", valueName: "HOST", summary: "Host"),
          .flag("quiet", short: "q", summary: "Quiet"),
          .flag("watch", short: "w", summary: "Watch"),
          .flag("ro", summary: "Read only"),
        ])
    ],
    globalOptions: [.flag("help", short: "h", summary: "Help")]
  )

  @Test func takesTheRestOfTheWordAsTheValue() throws {
    let parsed = try spec.parse(["serve", "-p5345", "-Hlocalhost", "db.json"])

    #expect(parsed.value(of: "port") == "5345")
    #expect(parsed.value(of: "host") == "localhost")
    #expect(parsed.arguments == ["db.json"])
  }

  @Test func takesAValueAfterAnEqualsSign() throws {
    #expect(try spec.parse(["serve", "-p=5345"]).value(of: "port") == "5345")
  }

  @Test func takesAValueThatLooksLikeAnOptionWhenGlued() throws {
    #expect(try spec.parse(["serve", "-p-1"]).value(of: "port") == "-1")
  }

  @Test func takesShortFlagsTogether() throws {
    let parsed = try spec.parse(["serve", "-qw"])

    #expect(parsed.hasFlag("quiet"))
    #expect(parsed.hasFlag("watch"))
  }

  @Test func givesTheRestToTheFirstOptionThatTakesAValue() throws {
    let parsed = try spec.parse(["serve", "-qp3000w"])

    #expect(parsed.hasFlag("quiet"))
    #expect(parsed.value(of: "port") == "3000w")
    #expect(!parsed.hasFlag("watch"))
  }

  @Test func takesTheNextWordForALastOptionThatTakesAValue() throws {
    let parsed = try spec.parse(["serve", "-qp", "3000"])

    #expect(parsed.hasFlag("quiet"))
    #expect(parsed.value(of: "port") == "3000")
  }

  @Test func refusesWhatDoesNotFit() {
    let cases: [([String], UsageError)] = [
      (["serve", "-qx"], UsageError("unknown option '-x' in '-qx'", command: "serve")),
      (
        ["serve", "-ro"],
        UsageError("unknown option '-ro' (did you mean '--ro'?)", command: "serve")
      ),
      (
        ["serve", "-qp"],
        UsageError("option '--port' needs a value (PORT)", command: "serve")
      ),
    ]
    for (arguments, expected) in cases {
      #expect(throws: expected, "\(arguments)") { try spec.parse(arguments) }
    }
  }
}

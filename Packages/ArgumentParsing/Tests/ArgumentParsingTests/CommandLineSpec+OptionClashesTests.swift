import ArgumentParsing
import Testing

@Suite struct CommandLineSpecOptionClashesTests {
  static func spec(_ serve: [OptionSpec], _ get: [OptionSpec]) -> CommandLineSpec {
    CommandLineSpec(
      programName: "tool",
      commands: [
        CommandSpec(name: "serve", summary: "Serve", options: serve),
        CommandSpec(name: "get", summary: "Get", options: get),
      ],
      globalOptions: [.flag("help", short: "h", summary: "Help")])
  }

  @Test func anOptionSharedWithTheSameMeaningIsNoClash() {
    let delay = OptionSpec.value("delay", short: "d", valueName: "DURATION", summary: "Wait")
    let spec = Self.spec([delay, .flag("watch", summary: "Watch")], [delay])

    #expect(spec.optionClashes.isEmpty)
  }

  @Test func aLetterForTwoOptionsIsAClash() {
    let spec = Self.spec(
      [.value("delay", short: "d", valueName: "DURATION", summary: "Wait")],
      [.flag("debug", short: "d", summary: "Debug")])

    #expect(spec.optionClashes == ["'-d' is '--delay' in 'serve' and '--debug' in 'get'"])
  }

  @Test func aGlobalLetterTakenByACommandIsAClash() {
    let spec = Self.spec([], [.flag("headers", short: "h", summary: "Headers")])

    #expect(spec.optionClashes == ["'-h' is '--help' in every command and '--headers' in 'get'"])
  }

  @Test func aNameThatTakesAValueInOneCommandAndNoneInAnotherIsAClash() {
    let spec = Self.spec(
      [.flag("watch", summary: "Watch")],
      [.value("watch", valueName: "SECONDS", summary: "Poll")])

    #expect(spec.optionClashes == ["'--watch' takes a value in 'get' and none in 'serve'"])
  }

  /// Why a clash matters: `-d` is read as the first option with that letter, whatever the
  /// command, so `get -d` is refused as `serve`'s option.
  @Test func aClashChangesHowAnotherCommandsLineIsRead() {
    let spec = Self.spec(
      [.value("delay", short: "d", valueName: "DURATION", summary: "Wait")],
      [.flag("debug", short: "d", summary: "Debug")])

    #expect(throws: UsageError.self) { try spec.parse(["get", "-d"]) }
  }
}

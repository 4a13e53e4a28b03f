import AppCommands
import Testing

@Suite struct ApplicationTests {
  func run(_ arguments: [String], recorder: ConsoleRecorder = ConsoleRecorder()) async -> (
    ExitCode, ConsoleRecorder
  ) {
    let application = Application(console: recorder.console(width: 120), environment: [:])
    return (await application.run(arguments: arguments), recorder)
  }

  @Test func printsTheSamplePosts() async {
    let (status, console) = await run(["posts", "--sample"])

    #expect(status == .success)
    #expect(console.error.isEmpty)
    #expect(console.output.split(separator: "\n").count >= 101)
    #expect(console.output.hasSuffix("\n"))
  }

  @Test func printsASamplePost() async {
    let (status, console) = await run(["post", "7", "--sample"])

    #expect(status == .success)
    #expect(console.error.isEmpty)
    #expect(console.output.contains("Comments"))
  }

  @Test func printsJSON() async {
    let (status, console) = await run(["post", "7", "--sample", "--json"])

    #expect(status == .success)
    #expect(console.output.hasPrefix("{\n"))
    #expect(console.output.contains("\"comments\" : ["))
    #expect(console.output.hasSuffix("}\n"))
  }

  @Test func reportsAMissingPost() async {
    let (status, console) = await run(["post", "999", "--sample"])

    #expect(status == .notFound)
    #expect(console.output.isEmpty)
    #expect(console.error == "app: post 999 not found\n")
  }

  @Test func reportsAUsageErrorWithTheUsageLine() async {
    let (status, console) = await run(["post", "abc"])

    #expect(status == .usage)
    #expect(console.output.isEmpty)
    #expect(
      console.error
        == "app: invalid post id 'abc' (expected a positive whole number)\nusage: app post <id> [options]\n"
    )
  }

  @Test func printsTheVersion() async {
    let (status, console) = await run(["--version"])

    #expect(status == .success)
    #expect(console.output == "app \(AppVersion.current)\n")
  }

  @Test func printsHelpToStandardOutput() async {
    let (status, console) = await run(["help", "posts"])

    #expect(status == .success)
    #expect(console.output == HelpText.command("posts"))
    #expect(console.error.isEmpty)
  }
}

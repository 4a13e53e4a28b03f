import ArgumentParsing
import Foundation
import JSONServer
import TestSupport
import Testing

@Suite struct JSONServerCommandLineTests {
  /// `arguments` parsed as a command `serve` that takes json-server's command line, and read.
  func parse(_ arguments: [String]) throws(UsageError) -> JSONServerCommandLine {
    try JSONServerCommandLine(
      parsing: .parsing(
        arguments, as: "serve", arguments: JSONServerCommandLine.arguments,
        options: JSONServerCommandLine.options))
  }

  @Test func readsJSONServersOptionsGivingNoneItIsNotGiven() throws {
    let plain = try parse([])
    let full = try parse([
      "db.json", "-p", "0", "-H", "::1", "-r", "routes.json", "-i", "_id", "--fks", "_id", "--ro",
      "-d", "250", "--nc", "--no-gzip", "-q", "-w", "--fake", "-s", "site", "-c", "serve.json",
    ])

    checkEqual(plain.file, nil)
    checkEqual(plain.given, JSONServerConfig())
    checkEqual(plain.configFile, nil)
    checkEqual(full.file, "db.json")
    var expected = JSONServerConfig()
    expected.port = 0
    expected.host = "::1"
    expected.routes = "routes.json"
    expected.id = "_id"
    expected.foreignKeySuffix = "_id"
    expected.readOnly = true
    expected.delay = 250
    expected.noCORS = true
    expected.noGzip = true
    expected.quiet = true
    expected.watch = true
    expected.fake = true
    expected.staticFolder = "site"
    checkEqual(full.given, expected)
    checkEqual(full.configFile, "serve.json")
    checkEqual(
      full.given.serverOptions,
      JSONServerOptions(
        idField: "_id", foreignKeySuffix: "_id", isReadOnly: true, isFake: true,
        allowsCrossOrigin: false))
  }

  @Test func takesAShortOptionGluedToItsValue() throws {
    let commandLine = try parse(["-p5345", "-qw", "db.json", "-d250"])

    checkEqual(commandLine.given.port, 5_345)
    check(commandLine.given.quiet == true && commandLine.given.watch == true)
    checkEqual(commandLine.given.delay, 250)
  }

  @Test func refusesAPortOrDelayOutOfRangeAndWatchingNothing() {
    #expect(throws: UsageError.self) { try parse(["--port", "70000"]) }
    #expect(throws: UsageError.self) { try parse(["--delay", "-1"]) }
    #expect(throws: UsageError("option '--watch' needs a FILE to watch", command: "serve")) {
      try parse(["--watch"])
    }
  }

  @Test func takesJSONServersShortFormsOfNoGzipAndOfWhatNeedsNode() throws {
    checkEqual(try parse(["--ng"]).given.noGzip, true)
    checkEqual(try parse([]).refusal, nil)
    for (short, long) in [("-m", "middlewares"), ("-S", "snapshots")] {
      let commandLine = try parse([short, "x"])
      checkEqual(commandLine.refusedOption, long)
      checkEqual(
        commandLine.refusal,
        "option '--\(long)' is not supported: it needs json-server's node runtime")
    }
  }

  @Test func launchesWhatItGivesFromTheWorkingDirectory() throws {
    let commandLine = try parse(["db.json", "-wp0", "--config", "serve.json"])
    let folder = URL(fileURLWithPath: "/srv/api")

    let launch = commandLine.launch(in: folder)

    checkEqual(launch.file, "db.json")
    checkEqual(launch.given, commandLine.given)
    check(launch.given.watch == true && launch.given.port == 0)
    checkEqual(launch.configFile, "serve.json")
    checkEqual(launch.workingDirectory, folder)
  }
}

import Foundation
import JSONServer
import TestSupport
import Testing

@Suite struct JSONServerConfigTests {
  func parse(_ text: String) throws(ServeError) -> JSONServerConfig {
    try JSONServerConfig(parsing: Data(text.utf8), fileName: "json-server.json")
  }

  @Test func readsEveryOptionByEachOfItsNames() throws {
    let long = try parse(
      """
      {"port": 5000, "host": "0.0.0.0", "watch": true, "routes": "routes.json",
       "static": "site", "read-only": true, "no-cors": true, "no-gzip": true, "fake": true,
       "quiet": true, "delay": 250, "id": "_id", "foreignKeySuffix": "_id"}
      """)
    let short = try parse(
      """
      {"p": "5000", "H": "0.0.0.0", "w": "true", "r": "routes.json", "s": "site", "ro": true,
       "nc": true, "ng": true, "fake": true, "q": true, "d": "250", "i": "_id", "fks": "_id"}
      """)
    let camel = try parse(#"{"readOnly": true, "noCors": true, "noGzip": false}"#)

    var expected = JSONServerConfig()
    expected.port = 5_000
    expected.host = "0.0.0.0"
    expected.watch = true
    expected.routes = "routes.json"
    expected.staticFolder = "site"
    expected.readOnly = true
    expected.noCORS = true
    expected.noGzip = true
    expected.fake = true
    expected.quiet = true
    expected.delay = 250
    expected.id = "_id"
    expected.foreignKeySuffix = "_id"
    checkEqual(long, expected)
    checkEqual(short, expected)
    check(camel.readOnly == true && camel.noCORS == true && camel.noGzip == false)
    try checkEqual(parse("{}"), JSONServerConfig())
  }

  @Test func letsTheCommandLineWin() throws {
    let file = try parse(#"{"port": 5000, "ro": true, "delay": 10}"#)
    var given = JSONServerConfig()
    given.port = 4_000

    let merged = given.merged(over: file)

    checkEqual(merged.port, 4_000)
    checkEqual(merged.readOnly, true)
    checkEqual(merged.delay, 10)
    check(merged.serverOptions.isReadOnly)
    checkEqual(JSONServerConfig().serverOptions, JSONServerOptions())
  }

  @Test(arguments: [
    (#"{"prot": 1}"#, #"json-server.json: unknown option "prot""#),
    (#"{"port": 70000}"#, #"json-server.json: "port" must be a port from 0 to 65535"#),
    (#"{"port": 1.5}"#, #"json-server.json: "port" must be a port from 0 to 65535"#),
    (#"{"watch": 1}"#, #"json-server.json: "watch" must be true or false"#),
    (#"{"host": ""}"#, #"json-server.json: "host" must be a host name"#),
    (
      #"{"delay": -1}"#,
      #"json-server.json: "delay" must be a whole number of milliseconds up to 600000"#
    ),
    (
      #"{"middlewares": ["a.js"]}"#,
      #"json-server.json: "middlewares" is not supported: it needs json-server's node runtime"#
    ),
  ])
  func refusesWhatItCannotUseWithOneLine(text: String, message: String) {
    #expect(throws: ServeError(.invalidContent, message)) { try parse(text) }
  }

  @Test func refusesWhatIsNotAnObjectOfOptions() {
    for text in ["[1]", "{\"port\": ", "", "nope"] {
      #expect {
        try parse(text)
      } throws: { error in
        (error as? ServeError)?.description.hasPrefix(
          "json-server.json is not a JSON object of options: ") == true
      }
    }
  }

  @Test func readsTheFileOfTheWorkingDirectoryOrTheOneNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fake-server-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    try checkEqual(JSONServerConfig.load(path: nil, workingDirectory: folder), nil)
    try Data(#"{"port": 1}"#.utf8).write(to: folder.appendingPathComponent("json-server.json"))
    try Data(#"{"port": 2}"#.utf8).write(to: folder.appendingPathComponent("other.json"))
    try checkEqual(JSONServerConfig.load(path: nil, workingDirectory: folder)?.port, 1)
    try checkEqual(JSONServerConfig.load(path: "other.json", workingDirectory: folder)?.port, 2)
    #expect(throws: ServeError.self) {
      try JSONServerConfig.load(path: "missing.json", workingDirectory: folder)
    }
  }
}

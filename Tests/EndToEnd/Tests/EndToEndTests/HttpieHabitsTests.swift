import Foundation
import TestSupport
import Testing

/// httpie's habits in the one-shot commands: values and bodies from files and standard input,
/// nested items, and `--verbose` showing each request and answer without a secret.
@Suite("httpie's habits", .onWaitingThreads)
struct HttpieHabitsTests {
  /// A folder of files for a run, removed with it.
  let folder = ScratchCacheHome()

  func file(_ name: String, _ text: String) throws -> String {
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let url = folder.url.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func itemsReadFilesAndBuildNestedFields() throws {
    let bio = try file("bio.txt", "Ada\nLovelace")
    let address = try file("address.json", #"{"city": "Lyon"}"#)

    let result = try AppProcess.run([
      "create", "posts", "userId:=1", "title=T", "body=B", "bio=@\(bio)", "address:=@\(address)",
      "meta[tags][]=a", "meta[tags][]=b", "meta[rank]:=2", #"handle=\@ada"#, "--sample", "--json",
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    let created = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let record = try #require(created as? [String: Any])
    checkEqual(record["bio"] as? String, "Ada\nLovelace")
    checkEqual((record["address"] as? [String: String]), ["city": "Lyon"])
    let meta = try #require(record["meta"] as? [String: Any])
    checkEqual(meta["tags"] as? [String], ["a", "b"])
    checkEqual(meta["rank"] as? Int, 2)
    checkEqual(record["handle"] as? String, "@ada")
  }

  @Test func aFileThatCannotBeReadIsOneLineAndNothingIsSent() throws {
    let result = try AppProcess.run(
      ["create", "posts", "bio=@\(folder.url.path)/missing.txt", "--sample"])

    checkEqual(result.status, 64)
    checkEqual(
      result.errorLines.first?.hasSuffix(
        "cannot read '\(folder.url.path)/missing.txt': "
          + "there is no such file, or it may not be read"), true, "\(result.standardError)")
  }

  @Test func aBodyComesFromStandardInputWhenNoFieldIsGiven() throws {
    let created = try AppProcess.run(
      ["create", "posts", "--sample", "--json"],
      input: #"{"userId": 1, "title": "From a pipe", "body": "B"}"#)
    let edited = try AppProcess.run(
      ["edit", "posts", "7", "--sample", "--json"], input: #"{"title": "Edited from a pipe"}"#)

    check(created.status == 0 && created.standardOutput.contains("From a pipe"))
    check(edited.status == 0 && edited.standardOutput.contains("Edited from a pipe"))
  }

  @Test(arguments: ["[1, 2]", "{\"title\": ", "\"text\""])
  func standardInputThatIsNoObjectIsRefusedInOneLine(input: String) throws {
    let result = try AppProcess.run(["create", "posts", "--sample"], input: input)

    checkEqual(result.status, 64)
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(result.standardError.hasPrefix("app: standard input is not"))
  }

  @Test func nestedItemsAndABodyOnStandardInputAreCheckedAgainstTheRecordsKinds() throws {
    let nested = try AppProcess.run(["create", "posts", "userId:=1", "title[en]=Hi", "--sample"])
    let piped = try AppProcess.run(
      ["create", "posts", "--sample"], input: #"{"userId": "1", "title": "T", "body": "B"}"#)
    let fitting = try AppProcess.run([
      "create", "users", "name=Ada", "username=ada", "email=ada@example.org",
      "address[city]=Lyon", "--sample", "--json",
    ])

    checkEqual(nested.status, 65)
    check(nested.standardError.contains("title: is text in the records, not an object"))
    checkEqual(piped.status, 65)
    check(piped.standardError.contains("userId: is a number in the records, not text"))
    checkEqual(fitting.status, 0, "an object where the records have objects")
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func verboseShowsEachRequestAndAnswerOnStandardErrorWithoutTheSecret(address: String) throws {
    let server = try HostileServer.wanting("authorization", "Bearer t-s3cret", address: address)
    defer { server.stop() }

    let result = try AppProcess.run([
      "get", "/customers", "-A", "bearer", "-a", "t-s3cret", "X-Trace:on", "--verbose",
      "--base-url", "http://\(server.host)", "--json",
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    let lines = result.errorLines
    check(lines.contains("> GET http://\(server.host)/customers"), "\(result.standardError)")
    check(lines.contains("> Authorization: REDACTED"))
    check(lines.contains("> X-Trace: on"))
    check(lines.contains("< HTTP 200"))
    check(lines.contains("< Content-Type: application/json"))
    check(lines.contains { $0.hasPrefix("* GET /customers: HTTP 200 in ") })
    check(!result.standardOutput.contains("> ") && result.standardOutput.contains("Ada"))
    check(!(result.standardOutput + result.standardError).contains("s3cret"))
  }
}

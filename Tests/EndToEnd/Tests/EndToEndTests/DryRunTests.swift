import Foundation
import TestSupport
import Testing

/// `--dry-run` prints the request each command would send, secrets `REDACTED`, and sends
/// nothing: the server hears no request, not even the reads a write checks its fields with.
@Suite("--dry-run", .onWaitingThreads)
struct DryRunTests {
  @Test(arguments: ["127.0.0.1", "::1"])
  func printsEachCommandsRequestAndSendsNothing(address: String) throws {
    let server = try HostileServer.wanting("x-api-key", "k-s3cret", address: address)
    defer { server.stop() }
    let root = "http://\(server.host)"
    let base = ["--base-url", root, "X-API-Key:k-s3cret", "--dry-run"]

    let get = try AppProcess.run(["get", "/customers?city=Lyon"] + base)
    let create = try AppProcess.run(
      ["create", "customers", "name=Ada", "address[city]=Lyon", "api_key==q-s3cret"] + base)
    let edit = try AppProcess.run(["edit", "customers", "1", "age:=36", "--put"] + base)
    let delete = try AppProcess.run(["delete", "customers", "1"] + base)

    checkEqual(get.status, 0, "\(get.standardError)")
    check(get.standardOutput.hasPrefix("GET \(root)/customers?city=Lyon\n"))
    check(get.standardOutput.lowercased().contains("\nx-api-key: redacted\n"))
    checkEqual(create.status, 0, "\(create.standardError)")
    check(
      create.standardOutput.hasPrefix("POST \(root)/customers?api_key=REDACTED\n"),
      "\(create.standardOutput)")
    check(create.standardOutput.contains("Content-Type: application/json; charset=utf-8\n"))
    check(create.standardOutput.contains("\n\n{\n"), "the body after an empty line")
    check(create.standardOutput.contains("\"address\": {\n    \"city\": \"Lyon\"\n  }"))
    check(edit.status == 0 && edit.standardOutput.hasPrefix("PUT \(root)/customers/1\n"))
    checkEqual(delete.status, 0, "no question: nothing is deleted")
    check(delete.standardOutput.hasPrefix("DELETE \(root)/customers/1\n"))
    for result in [get, create, edit, delete] {
      check(!(result.standardOutput + result.standardError).contains("s3cret"))
    }
    check(server.requests.isEmpty, "nothing was sent")
  }

  /// Header fields and parameters secret by their names alone (GitLab's `PRIVATE-TOKEN`, an
  /// `X-Auth-Token`), never printed by `--dry-run` nor `--verbose`; a page token stays visible.
  @Test func aSecretByItsNameIsNeverPrintedAndAPageTokenIs() throws {
    let server = try LoopbackServer { _, _ in .http(200, body: "[]") }
    defer { server.stop() }
    let items = [
      "PRIVATE-TOKEN:glpat-SECRET1", "X-Auth-Token:tok-SECRET2", "--base-url", server.baseURL,
    ]

    let dryRun = try AppProcess.run(
      ["get", "/projects?pageToken=p2&private_token=glpat-SECRET3", "--dry-run"] + items)
    let verbose = try AppProcess.run(["get", "/projects?pageToken=p2", "--verbose"] + items)

    checkEqual(dryRun.status, 0, "\(dryRun.standardError)")
    check(
      dryRun.standardOutput.lowercased().contains("\nprivate-token: redacted\n"),
      "\(dryRun.standardOutput)")
    check(dryRun.standardOutput.contains("X-Auth-Token: REDACTED\n"), "\(dryRun.standardOutput)")
    check(
      dryRun.standardOutput.hasPrefix(
        "GET \(server.baseURL)/projects?pageToken=p2&private_token=REDACTED\n"),
      "\(dryRun.standardOutput)")
    checkEqual(verbose.status, 0, "\(verbose.standardError)")
    check(
      verbose.standardError.lowercased().contains("> private-token: redacted\n"),
      "\(verbose.standardError)")
    for result in [dryRun, verbose] {
      check(!(result.standardOutput + result.standardError).contains("SECRET"))
    }
    checkEqual(
      server.receivedRequests.first?.headers["private-token"], "glpat-SECRET1", "sent as given")
  }

  @Test func aBodyOnStandardInputIsPrinted() throws {
    let result = try AppProcess.run(
      ["create", "posts", "--sample", "--dry-run"], input: #"{"title": "From a pipe"}"#)

    checkEqual(result.status, 0, "\(result.standardError)")
    check(result.standardOutput.contains("From a pipe"))
  }
}

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Ctrl-C", .onWaitingThreads)
struct InterruptTests {
  /// A server that receives requests and never answers them.
  static func silentServer() throws -> RawLoopbackServer {
    try RawLoopbackServer { _, _ in .hold(Data()) }
  }

  @Test func cancelsTheRequestAndExits130WithNothingPrinted() throws {
    let server = try Self.silentServer()
    defer { server.stop() }

    let app = try TerminalProcess.start(["posts", "--base-url", server.baseURL])
    let requested = server.waitForRequest()
    app.interrupt()
    let result = app.wait()

    check(requested, "the app asked the server")
    checkEqual(result.status, 130)
    check(TerminalText.afterSpinner(result.output).isEmpty, "only the spinner, then erased")
  }

  @Test func cancelsASaveAfterTheLoadAndThePromptsHadTheirOwnCtrlC() throws {
    let server = try RawLoopbackServer { request, _ in
      guard request.method == "GET" else { return .hold(Data()) }
      return .http(200, body: #"{"userId": 1, "id": 7, "title": "Old", "body": "Text"}"#)
    }
    defer { server.stop() }
    let app = try TerminalProcess.start([
      "post", "edit", "7", "--base-url", server.baseURL, "--color", "never",
    ])

    check(app.waitFor("? Title: "))
    app.type(" and new\n")
    check(app.waitFor("? Body: "))
    app.type("\n")
    check(server.waitForRequest() && server.waitForRequest(), "read, then sent the change")
    app.interrupt()
    let result = app.wait()

    checkEqual(server.receivedRequests.last?.method, "PATCH")
    checkEqual(result.status, 130, "the save's own Ctrl-C ended it")
  }

  @Test func cancelsWhenPipedToo() throws {
    let server = try Self.silentServer()
    defer { server.stop() }

    let process = Process()
    process.executableURL = AppProcess.binary
    process.arguments = ["post", "3", "--base-url", server.baseURL]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let requested = server.waitForRequest()
    kill(process.processIdentifier, SIGINT)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    check(requested)
    checkEqual(process.terminationReason, .exit)
    checkEqual(process.terminationStatus, 130)
    check(outputData.isEmpty)
    check(errorData.isEmpty)
  }
}

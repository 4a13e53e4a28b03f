import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("SIGTERM, SIGHUP, SIGQUIT and TERM=dumb", .onWaitingThreads)
struct TerminationSignalTests {
  @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
  func erasesTheSpinnerAndEndsWithTheSignal(signalNumber: Int32) throws {
    let server = try RawLoopbackServer { _, _ in .hold(Data()) }
    defer { server.stop() }

    let app = try TerminalProcess.start(["posts", "--base-url", server.baseURL])
    let spinning = app.waitFor("Loading posts")
    kill(app.pid, signalNumber)
    let result = app.wait()

    check(spinning, "the spinner turned")
    if signalNumber == SIGQUIT {
      checkEqual(result.status, 131, "Ctrl-\\ exits 131")
      checkEqual(result.terminatingSignal, nil, "not raised again, so no core dump")
      check(!result.output.contains("Crash"), "no crash report")
    } else {
      checkEqual(result.status, nil)
      checkEqual(result.terminatingSignal, signalNumber)
    }
    check(result.output.hasSuffix(TerminalText.eraseLine), "the spinner's line erased last")
  }

  @Test func drawsNoSpinnerOnADumbTerminal() throws {
    let result = try TerminalProcess.run(
      ["posts", "--sample", "--latency", "500ms", "--per-page", "1"],
      environment: ["TERM": "dumb"])

    checkEqual(result.status, 0)
    check(!result.output.contains("Loading"))
    check(!result.output.contains("\u{1B}"))
  }
}

import Foundation
import TestSupport
import Testing

/// Output that cannot be written: a full device, a closed standard output, a pipe closed early.
struct OutputFailureTests {
  /// Runs `script` with `/bin/sh`, `$APP` naming the binary, and returns its result.
  func shell(_ script: String) throws -> AppResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    var environment = ProcessInfo.processInfo.environment
    environment["APP"] = AppProcess.binary.path
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = try output.fileHandleForReading.readToEnd() ?? Data()
    let errorData = try error.fileHandleForReading.readToEnd() ?? Data()
    process.waitUntilExit()
    return AppResult(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }

  @Test func reportsAFullDevice() throws {
    let result = try shell(#"exec "$APP" posts --sample > /dev/full"#)

    checkEqual(result.status, 74)
    checkEqual(result.standardError, "app: cannot write output: No space left on device\n")
  }

  @Test func saysThatAPostWasCreatedWhenItsOutputCannotBeWritten() throws {
    let result = try shell(
      #"exec "$APP" post create --sample --user 1 --title T --body B > /dev/full"#)

    checkEqual(result.status, 74)
    checkEqual(
      result.standardError,
      "app: post 101 was created, but its output could not be written: "
        + "No space left on device\n")
  }

  @Test func reportsAClosedStandardOutput() throws {
    let result = try shell(#"exec "$APP" post 1 --sample >&-"#)

    checkEqual(result.status, 74)
    checkEqual(result.standardError, "app: cannot write output: Bad file descriptor\n")
  }

  @Test func aClosedStandardOutputStillAllowsErrors() throws {
    let result = try shell(#"exec "$APP" post 0 --sample >&-"#)

    checkEqual(result.status, 64)
    checkEqual(
      result.errorLines.first, "app: invalid post id '0' (expected a positive whole number)")
  }

  @Test func endsSilentlyWhenThePipeClosesEarly() throws {
    let result = try shell(
      #"{ "$APP" photos --sample; echo "status $?" >&2; } | head -1; "$APP" posts --sample | head -1"#
    )

    checkEqual(result.standardError, "status 141\n")
    checkEqual(result.standardOutput.split(separator: "\n").count, 2)
  }
}

import ArgumentParsing
import ClientCommandLine
import Dependencies
import Foundation
import HTTPClientLive
import Synchronization
import TerminalKit
import TestSupport
import Testing

@testable import AppCommands

/// What `--cacert` and `$SSL_CERT_FILE` do with a server: the file is handed to the libcurl
/// layer, and a file it cannot apply is told in one line on standard error.
@Suite struct CommandContextCertificateTests {
  @Test(arguments: [true, false])
  func aCertificateFileTheLayerCannotApplyIsToldInOneLine(takesEffect: Bool) async throws {
    let server = try #require(URL(string: "http://127.0.0.1:9"))

    let (handedOver, error) = try await prepare(.remote(server), takesEffect: takesEffect)

    checkEqual(handedOver, ["/certificates/ca.pem"])
    let warning =
      "app: warning: the certificate file '/certificates/ca.pem' is not used: this program's "
      + "libcurl layer is inactive, so the system's certificates are trusted\n"
    checkEqual(error, (takesEffect ? "" : warning))
  }

  @Test func theSampleAPIHandsNoCertificateFileOver() async throws {
    let (handedOver, error) = try await prepare(.sample(latency: .zero), takesEffect: false)

    check(handedOver.isEmpty)
    check(error.isEmpty)
  }

  /// Prepares the API of `source` with `/certificates/ca.pem` as the certificate file, the layer
  /// answering `takesEffect`; returns the files handed to it, and standard error.
  private func prepare(
    _ source: DataSource, takesEffect: Bool
  ) async throws -> (handedOver: [String], error: String) {
    let recorder = ConsoleRecorder()
    let context = CommandContext(
      parsed: try AppCommandLine.spec.parse(["posts"]), console: recorder.console(),
      environment: [:], interrupts: .none)
    let baseURL: URL? = if case .remote(let url) = source { url } else { nil }
    let settings = Settings(
      client: ClientSettings(
        baseURL: baseURL, cache: CacheSettings(isEnabled: false),
        certificateFile: "/certificates/ca.pem"))
    let handedOver = Mutex<[String]>([])
    await withDependencies {
      $0.trustCertificates = { path in
        handedOver.withLock { $0.append(path) }
        return takesEffect
      }
    } operation: {
      await context.withAPI(settings, deadline: .operation, notices: CacheNotices()) {}
    }
    return (handedOver.withLock { $0 }, recorder.error)
  }
}

import Foundation
import HTTPClientLive
import TerminalKit

/// What `cache clear` removed from the cache's folder: whose answers, how many and their size.
/// `--json` prints it as it is; the view is one sentence:
///
/// ```
/// Removed 2 answers (18.4 kB) stored for http://127.0.0.1:3000.
/// ```
public struct CacheRemoval: Encodable, Sendable, Hashable {
  /// Whose stored answers `cache clear` removes.
  public enum Target: Sendable, Hashable {
    /// Every server's.
    case everyServer
    /// Those of the server at this API root.
    case server(URL)
    /// Those of the sample API, which keeps nothing on disk.
    case sampleAPI
  }

  /// `every server`, or the API root without its password.
  public var scope: String
  public var answers: Int
  /// Their size in bytes.
  public var bytes: Int

  public init(scope: String, answers: Int, bytes: Int) {
    self.scope = scope
    self.answers = answers
    self.bytes = bytes
  }

  /// The removal as the view says it, without a line break, the scope sanitized:
  /// `Removed 1 answer (512 B) stored for every server.`
  public var sentence: String {
    let answers = answers == 1 ? "1 answer" : "\(answers) answers"
    return "Removed \(answers) (\(CacheReportView.sizeText(bytes))) stored for "
      + "\(scope.sanitizedForTerminal)."
  }

  /// Removes the answers of `target` from `directory` (`nil` when there is no cache folder),
  /// and says on `console` what went, as `output` says: JSON or the ``sentence``; that nothing
  /// is stored without a folder, or for the sample API.
  ///
  /// - Returns: `ExitCode.success`; `ExitCode.ioError` when the answers cannot be removed
  ///   (said on standard error), `ExitCode.software` when the JSON cannot be encoded (said
  ///   too, as `OneShotOutput.printJSON(_:on:environment:paged:)` says it).
  public static func remove(
    _ target: Target, from directory: CacheDirectory?, on console: Console,
    output: OneShotOutput
  ) -> ExitCode {
    let console = output.console(console)
    guard let directory else {
      console.writeOutput("Nothing is stored: $XDG_CACHE_HOME and $HOME are not set.\n")
      return .success
    }
    let removal: CacheRemoval
    do {
      switch target {
      case .everyServer:
        removal = CacheRemoval(scope: "every server", removed: try directory.removeAll())
      case .server(let baseURL):
        removal = CacheRemoval(
          scope: baseURL.withoutPassword.absoluteString,
          removed: try directory.removeCache(for: baseURL))
      case .sampleAPI:
        console.writeOutput("The sample API keeps nothing on disk.\n")
        return .success
      }
    } catch {
      console.reportError(
        "cannot remove the stored data in \(directory.root.path): "
          + "\((error as NSError).localizedDescription)")
      return .ioError
    }
    guard output.format == .view else {
      return output.printJSON(removal, on: console, environment: [:], paged: false)
    }
    console.writeOutput(removal.sentence + "\n")
    return .success
  }

  private init(scope: String, removed: CacheSummary) {
    self.init(scope: scope, answers: removed.count, bytes: removed.size)
  }
}

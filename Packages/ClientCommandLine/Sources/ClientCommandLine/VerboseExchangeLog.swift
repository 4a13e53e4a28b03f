import HTTPClient
import TerminalKit

/// `--verbose`: what each request came to, after the heads of its exchanges, as curl's `*`
/// lines say it: `* GET /posts: HTTP 200 in 84ms`, `* GET /posts: failed in 30s: …`.
public struct VerboseExchangeLog: SessionHook {
  public let console: Console

  /// A log on `console`'s standard error, each line drawn over the spinner's.
  public init(console: Console) {
    self.console = console
  }

  public func finished(_ exchange: ExchangeSummary) {
    console.eraseSpinnerLine()
    console.writeError("* \(exchange)\n")
  }
}

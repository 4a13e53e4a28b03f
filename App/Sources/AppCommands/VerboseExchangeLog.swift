import Features
import TerminalKit

/// `--verbose`: what each request came to, after the heads of its exchanges, as curl's `*`
/// lines say it: `* GET /posts: HTTP 200 in 84ms`, `* GET /posts: failed in 30s: …`.
struct VerboseExchangeLog: SessionHook {
  let console: Console

  func finished(_ exchange: ExchangeSummary) {
    console.eraseSpinnerLine()
    console.writeError("* \(exchange)\n")
  }
}

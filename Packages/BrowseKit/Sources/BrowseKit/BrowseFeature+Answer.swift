import Features
import JSONCoding
import ScreenKit

/// `a` (Ctrl-O in a form): the screen of what the server said, whole, behind what is shown.
extension BrowseFeature {
  /// Opens the answer screen over the screen shown: after a failure, the request and the whole
  /// answer behind it; on a record, its JSON as the server sent it; else the last request read
  /// and its answer. Says so when there is none.
  func showAnswer(_ state: inout BrowseState) -> Effect<BrowseAction> {
    guard let text = answerText(state) else {
      state.notice = "no answer to show: nothing was read from the server yet"
      return .none
    }
    return open(AnswerScreen.State(opening: text, in: state), &state)
  }

  /// What the answer screen shows for the screen shown, as ``showAnswer(_:)`` says.
  func answerText(_ state: BrowseState) -> AnswerText? {
    let shown = state.shown
    let failure: LoadFailure? =
      if case .form(let form) = shown {
        form.content.loadFailure ?? form.content.saveFailure
      } else {
        shown.failure
      }
    let exchanges = runtime.answers()
    if let failure {
      let exchange = AnswerLog.exchange(behind: failure, in: exchanges)
      let lines = exchange.map { [""] + $0.lines } ?? ["", "No answer came from the server."]
      return AnswerText(title: "the answer behind the failure", lines: [failure.message] + lines)
    }
    if case .form(let form) = shown, !form.content.errors.isEmpty,
      let refusal = exchanges.last(where: \.refusesWrite)
    {
      return AnswerText(title: "the answer that refused the form", lines: refusal.lines)
    }
    if let clip = shown.screen.clip(.json, baseURL: baseURL), shown.kind != AnswerDetails.kind {
      return AnswerText(
        title: "\(clip.name)",
        lines: clip.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    return exchanges.last.map { AnswerText(title: "the last answer", lines: $0.lines) }
  }
}

extension RecordedExchange {
  /// Whether the exchange is a write (not a `GET`) that the server refused (`HTTP 4xx`,
  /// `5xx`).
  var refusesWrite: Bool {
    !request.startLine.hasPrefix("GET ") && (status ?? 0) >= 400
  }
}

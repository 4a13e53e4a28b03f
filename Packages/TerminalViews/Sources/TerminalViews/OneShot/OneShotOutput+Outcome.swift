import TerminalKit

extension OneShotOutput {
  /// Prints what a screen ended with, after `preface` (what the program says first on standard
  /// error, such as the cache's warnings): its text, through the pager when `paged` and one
  /// applies (``page(_:on:environment:)``), or its JSON (``printJSON(_:on:environment:paged:)``).
  /// A failure, which the screen has said, prints nothing more.
  ///
  /// - Returns: The status to end with: the failure's, else that of the printing.
  public func print(
    _ outcome: Screen.Outcome, on console: Console, environment: [String: String],
    paged: Bool = true, after preface: () -> Void = {}
  ) -> ExitCode {
    func show(_ text: String) {
      preface()
      if paged {
        page(text, on: console, environment: environment)
      } else {
        console.writeOutput(text)
      }
    }
    switch outcome {
    case .text(let text):
      show(text)
      return .success
    case .incomplete(let text, let missing):
      show(text)
      console.reportError(missing)
      return .incompleteList
    case .json(let value):
      preface()
      return printJSON(value, on: console, environment: environment, paged: paged)
    case .failure(let status):
      return status
    }
  }
}

import TerminalKit

/// How a one-shot command's result is printed, as a person chose it: the view or JSON
/// (`--json`), coloured or not (`--color`), and through a pager when it is long and on a
/// terminal, unless that is turned off (`--no-pager`).
public struct OneShotOutput: Sendable, Hashable {
  public var format: OutputFormat
  public var color: ColorChoice
  /// Whether long output on a terminal may go through a pager.
  public var usesPager: Bool

  public init(format: OutputFormat = .view, color: ColorChoice = .auto, usesPager: Bool = true) {
    self.format = format
    self.color = color
    self.usesPager = usesPager
  }

  /// `console` coloured as ``color`` says.
  public func console(_ console: Console) -> Console {
    console.coloring(color)
  }

  /// Whether `console` gets the terminal's styled view: on a terminal, or into a pipe with
  /// `--color always` (`app posts --color always | less -R`); otherwise a pipe gets plain,
  /// tab-separated text.
  public func rendersForTerminal(on console: Console) -> Bool {
    console.outputIsTerminal || color == .always
  }

  /// Prints `text` on `console`'s standard output, through the pager of `environment`
  /// (`$APP_PAGER`, else `$PAGER`, else `less -FRX`) when it is long and on a terminal and ``usesPager``; as it is when
  /// the pager cannot start.
  public func page(_ text: String, on console: Console, environment: [String: String]) {
    if let pager = pager(for: console, environment: environment),
      Pager.isLong(text, rows: console.height),
      console.runPager(pager, text)
    {
      return
    }
    console.writeOutput(text)
  }

  /// Prints `value` as JSON on `console`'s standard output, each part as soon as it is encoded;
  /// when `paged` and a pager applies, the whole text through ``page(_:on:environment:)``.
  ///
  /// - Returns: `ExitCode.success`, or `ExitCode.software` when the value cannot be encoded
  ///   (said on standard error).
  public func printJSON(
    _ value: any Encodable & Sendable, on console: Console, environment: [String: String],
    paged: Bool = true
  ) -> ExitCode {
    do {
      if paged, pager(for: console, environment: environment) != nil {
        var text = ""
        try JSONOutput.write(value) { text += $0 }
        page(text + "\n", on: console, environment: environment)
      } else {
        try JSONOutput.write(value, to: console.writeOutput)
        console.writeOutput("\n")
      }
      return .success
    } catch {
      console.reportError("cannot encode the result as JSON: \(error)")
      return .software
    }
  }

  private func pager(for console: Console, environment: [String: String]) -> Pager? {
    Pager(
      environment: environment, outputIsTerminal: console.outputIsTerminal, isEnabled: usesPager)
  }
}

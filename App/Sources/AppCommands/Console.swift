import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// The program's standard streams and what is known about the terminal behind them.
///
/// Everything the commands print goes through a console, so that tests can capture it and
/// choose what the terminal looks like.
public struct Console: Sendable {
  /// Writes text to standard output.
  public var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error.
  public var writeError: @Sendable (String) -> Void
  /// Whether standard output is a terminal.
  public var outputIsTerminal: Bool
  /// Whether standard error is a terminal.
  public var errorIsTerminal: Bool
  /// The terminal's width in columns.
  public var width: Int
  /// Whether output may be coloured: a terminal, `NO_COLOR` unset, `TERM` not `dumb`.
  public var usesColor: Bool

  /// Creates a console.
  public init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    outputIsTerminal: Bool,
    errorIsTerminal: Bool,
    width: Int,
    usesColor: Bool
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.width = width
    self.usesColor = usesColor
  }

  /// The process's real standard streams.
  ///
  /// The width is `COLUMNS` when set to a positive number, else the terminal's own width, else
  /// 80.
  public static func live(environment: [String: String]) -> Console {
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    let errorIsTerminal = isatty(STDERR_FILENO) == 1
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Console(
      writeOutput: { write($0, to: STDOUT_FILENO) },
      writeError: { write($0, to: STDERR_FILENO) },
      outputIsTerminal: outputIsTerminal,
      errorIsTerminal: errorIsTerminal,
      width: columns(environment: environment) ?? 80,
      usesColor: outputIsTerminal && !noColor && environment["TERM"] != "dumb"
    )
  }

  private static func columns(environment: [String: String]) -> Int? {
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
      return columns
    }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}

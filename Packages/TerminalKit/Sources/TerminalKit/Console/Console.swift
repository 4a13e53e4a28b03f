import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program's standard streams and what is known about the terminal behind them; the
/// answers to questions are read from standard input.
///
/// Everything the commands print goes through a console, so that tests can capture it and
/// choose what the terminal looks like. ``live(environment:programName:)`` is the one place that asks the
/// real terminal.
public struct Console: Sendable {
  public var writeOutput: @Sendable (String) -> Void
  /// Writes bytes to standard output as they are, such as a body passed on as it came.
  public var writeOutputBytes: @Sendable (Data) -> Void
  public var writeError: @Sendable (String) -> Void
  /// Shows text through a pager on the terminal and waits for the pager to exit; returns false
  /// when the pager could not be started, so that the caller prints the text itself.
  public var runPager: @Sendable (Pager, String) -> Bool
  public var outputIsTerminal: Bool
  public var errorIsTerminal: Bool
  /// Whether the terminal cannot move the cursor (`TERM=dumb`), so that no spinner is drawn.
  public var terminalIsDumb: Bool
  /// The terminal's width in columns.
  public var width: Int
  /// The terminal's height in rows, when known.
  public var height: Int?
  public var outputUsesColor: Bool
  public var errorUsesColor: Bool
  /// Reads one line from standard input, without its line break; `nil` at the end of input.
  public var readLine: @Sendable () -> String?
  public var readInput: @Sendable () -> String
  /// Shows a prompt and reads the answer with line editing, starting from a text to edit;
  /// `nil` at the end of input. Itself `nil` when standard input or standard error is not a
  /// terminal, so that answers are read with ``readLine`` as they come.
  public var editLine: (@Sendable (_ prompt: String, _ text: String) -> String?)?
  /// Shows a prompt and reads a secret answer, such as a password, without showing it; `nil`
  /// at the end of input. Itself `nil` when standard input or standard error is not a
  /// terminal, where a secret is not asked for.
  public var readSecret: (@Sendable (_ prompt: String) -> String?)?
  public var runEditor: @Sendable (ExternalEditor, String) -> Result<String, ExternalEditor.Failure>
  /// Whether standard input is a terminal, so that the program may ask questions.
  public var inputIsTerminal: Bool
  /// The error number of the first write to standard output that failed, or `nil`.
  public var outputFailure: @Sendable () -> Int32?
  /// The name that starts each line of ``reportError(_:)``, such as `app`.
  public var programName: String
  /// What the command changed on the server, said on standard error when the output fails
  /// (see ``reportOutputFailure()``); shared by every copy of the console.
  public let completedWrite = CompletedWrite()

  public init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    runPager: @escaping @Sendable (Pager, String) -> Bool = { _, _ in false },
    outputIsTerminal: Bool,
    errorIsTerminal: Bool,
    terminalIsDumb: Bool = false,
    width: Int,
    height: Int? = nil,
    outputUsesColor: Bool,
    errorUsesColor: Bool,
    readLine: @escaping @Sendable () -> String? = { nil },
    readInput: @escaping @Sendable () -> String = { "" },
    editLine: (@Sendable (_ prompt: String, _ text: String) -> String?)? = nil,
    readSecret: (@Sendable (_ prompt: String) -> String?)? = nil,
    runEditor:
      @escaping @Sendable (ExternalEditor, String) -> Result<String, ExternalEditor.Failure> = {
        editor, _ in .failure(ExternalEditor.Failure(editor: editor.name, reason: .cannotStart))
      },
    inputIsTerminal: Bool = false,
    outputFailure: @escaping @Sendable () -> Int32? = { nil },
    programName: String,
    writeOutputBytes: (@Sendable (Data) -> Void)? = nil
  ) {
    self.writeOutput = writeOutput
    self.writeOutputBytes =
      writeOutputBytes ?? { writeOutput(String(decoding: $0, as: UTF8.self)) }
    self.writeError = writeError
    self.runPager = runPager
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.terminalIsDumb = terminalIsDumb
    self.width = width
    self.height = height
    self.outputUsesColor = outputUsesColor
    self.errorUsesColor = errorUsesColor
    self.readLine = readLine
    self.readInput = readInput
    self.editLine = editLine
    self.readSecret = readSecret
    self.runEditor = runEditor
    self.inputIsTerminal = inputIsTerminal
    self.outputFailure = outputFailure
    self.programName = programName
  }

  /// The process's real standard streams.
  ///
  /// The width is `COLUMNS` when set to a positive number, else the terminal's own width, else
  /// 80; the height is `LINES` or the terminal's. Each stream is coloured by
  /// ``ColorChoice/auto``, until ``coloring(_:)`` says otherwise.
  ///
  /// A standard stream that was closed is opened on `/dev/null`; writing output to a closed
  /// standard output fails with `EBADF`, like any other failed write, in ``outputFailure``.
  public static func live(environment: [String: String], programName: String) -> Console {
    let outputWasClosed = StandardDescriptors.occupyClosed().contains(STDOUT_FILENO)
    let failure = OutputFailure()
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    let errorIsTerminal = isatty(STDERR_FILENO) == 1
    let size = terminalSize()
    let lineEditor = LineEditor(input: STDIN_FILENO, output: STDERR_FILENO)
    var editLine: (@Sendable (String, String) -> String?)?
    var readSecret: (@Sendable (String) -> String?)?
    if lineEditor.isAvailable {
      editLine = { prompt, text in lineEditor.readLine(prompt: prompt, text: text) }
      readSecret = { prompt in lineEditor.readLine(prompt: prompt, isSecret: true) }
    }
    return Console(
      writeOutput: { text in
        guard !outputWasClosed else { return failure.record(EBADF) }
        if let errorNumber = writeAll(text, to: STDOUT_FILENO) { failure.record(errorNumber) }
      },
      writeError: { _ = writeAll($0, to: STDERR_FILENO) },
      runPager: { pager, text in pager.run(text) },
      outputIsTerminal: outputIsTerminal,
      errorIsTerminal: errorIsTerminal,
      terminalIsDumb: environment["TERM"] == "dumb",
      width: positiveNumber(environment["COLUMNS"]) ?? size?.columns ?? 80,
      height: positiveNumber(environment["LINES"]) ?? size?.rows,
      outputUsesColor: ColorChoice.auto.usesColor(
        isTerminal: outputIsTerminal, environment: environment),
      errorUsesColor: ColorChoice.auto.usesColor(
        isTerminal: errorIsTerminal, environment: environment),
      readLine: { Swift.readLine(strippingNewline: true) },
      readInput: {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
      },
      editLine: editLine,
      readSecret: readSecret,
      runEditor: { editor, text in editor.edit(text) },
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputFailure: { failure.errorNumber },
      programName: programName,
      writeOutputBytes: { bytes in
        guard !outputWasClosed else { return failure.record(EBADF) }
        if let errorNumber = writeAll(bytes, to: STDOUT_FILENO) { failure.record(errorNumber) }
      }
    )
  }

  /// This console with both streams coloured as `choice` says; ``ColorChoice/auto`` keeps the
  /// decisions the console was made with.
  public func coloring(_ choice: ColorChoice) -> Console {
    var console = self
    switch choice {
    case .auto:
      break
    case .always, .never:
      console.outputUsesColor = choice == .always
      console.errorUsesColor = choice == .always
    }
    return console
  }

  /// Whether a spinner may turn on standard error: it is a terminal, and not a dumb one.
  public var showsSpinner: Bool {
    errorIsTerminal && !terminalIsDumb
  }

  /// Clears a spinner's line on standard error, when one may be shown, before the program ends
  /// abruptly.
  public func eraseSpinnerLine() {
    if showsSpinner {
      writeError(spinnerLineEraser)
    }
  }

  /// Writes `message` to standard error as one line starting with ``programName``, the
  /// name styled as an error when standard error may be coloured.
  ///
  /// The message cannot break the line: control characters show as in
  /// ``Swift/String/sanitizedForTerminal``, a line feed as `^J`, a tab as a space, and the line
  /// and paragraph separators (U+2028, U+2029) as `�`.
  public func reportError(_ message: String) {
    let name = TextStyle.error.apply(
      to: "\(programName):", usesColor: errorUsesColor)
    writeError("\(name) \(Self.oneLine(message))\n")
  }

  private static func oneLine(_ message: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in message.sanitizedForTerminal.unicodeScalars {
      switch scalar {
      case "\n": result.append(contentsOf: "^J".unicodeScalars)
      case "\t": result.append(" ")
      case "\u{2028}", "\u{2029}": result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private static func positiveNumber(_ text: String?) -> Int? {
    guard let text, let number = Int(text), number > 0 else { return nil }
    return number
  }

  private static func terminalSize() -> (columns: Int, rows: Int?)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : nil)
  }
}

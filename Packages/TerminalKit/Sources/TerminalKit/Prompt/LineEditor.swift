import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the answer to a prompt on a terminal, with the editing keys of a shell: ← and →,
/// Home and End (Ctrl-A, Ctrl-E), Backspace and Delete, Ctrl-U, Ctrl-K and Ctrl-W.
///
/// The answer is typed on one line after the prompt, which scrolls sideways when it is longer
/// than the terminal is wide; escape sequences, such as an arrow key's, never become text, and
/// a bracketed paste is one insertion. Enter submits the line; Ctrl-D on an empty line ends the
/// input; Ctrl-C ends the program as the signal does, and Ctrl-Z stops it until it is
/// continued. The terminal's mode is restored on every way out, and ``restoreTerminal()`` does it
/// from a signal's handler.
///
/// ```swift
/// let editor = LineEditor()
/// if editor.isAvailable, let name = editor.readLine(prompt: "? Name: ", text: "Ada") {
///   print(name)
/// }
/// ```
public struct LineEditor: Sendable {
  public let input: Int32
  public let output: Int32

  /// How long a lone `ESC` waits for the rest of a sequence, in milliseconds.
  static let escapeTimeout: Int32 = 50
  /// How long a paste waits for its end marker, in milliseconds.
  private static let pasteTimeout: Int32 = 500
  private static let bracketedPasteOn = "\u{1B}[?2004h"
  private static let bracketedPasteOff = "\u{1B}[?2004l"

  /// An editor reading from `input` and drawing on `output`: by default standard input and
  /// standard error, where prompts go.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDERR_FILENO) {
    self.input = input
    self.output = output
  }

  /// Whether both ``input`` and ``output`` are terminals, so that lines can be edited.
  public var isAvailable: Bool {
    isatty(input) == 1 && isatty(output) == 1
  }

  /// Shows `prompt` and reads one line, starting from `text` (which may be edited) with the
  /// cursor at its end. Returns the line, or `nil` at the end of the input.
  ///
  /// A secret line (`isSecret`), such as a password, is edited with the same keys and none of
  /// it is shown. When the terminal's mode cannot be changed, the prompt is written and a line
  /// is read as the terminal's own line discipline edits it, a blank line being `text`; a
  /// secret line is then not read, since it would be shown, and the answer is `nil`.
  public func readLine(prompt: String, text: String = "", isSecret: Bool = false) -> String? {
    guard LineMode.shared.enter(input) else {
      guard !isSecret else { return nil }
      write(prompt.sanitizedForTerminalLine)
      let answer = Swift.readLine(strippingNewline: true)
      return answer.map { $0.allSatisfy(\.isWhitespace) ? text : $0 }
    }
    let wakeUp = WakeUpPipe()
    let observations = [
      SignalObserver(signal: SIGINT, action: LineMode.restoringInterruptAction) { interrupt() },
      SignalObserver(signal: SIGCONT, action: WakeUpPipe.wakeUpAction) { wakeUp?.signal() },
      SignalObserver(signal: SIGWINCH, action: WakeUpPipe.wakeUpAction) { wakeUp?.signal() },
    ]
    defer {
      for observation in observations { observation.cancel() }
    }
    defer { leave() }
    var line = PromptLine(prompt: prompt, text: text, isSecret: isSecret)
    var decoder = KeyDecoder()
    write(Self.bracketedPasteOn + line.rendered(width: width()))
    while true {
      let keys: [Key]
      switch wait(for: wakeUp, timeout: decoderTimeout(decoder)) {
      case .input:
        // One byte at a time, so that what is typed after Enter stays for the next question.
        var byte: UInt8 = 0
        let count = systemRead(input, &byte, 1)
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else { return nil }
        keys = decoder.decode([byte])
      case .timeout:
        keys = decoder.flush()
      case .wokenUp:
        wakeUp?.drain()
        _ = LineMode.shared.enter(input)
        write(Self.bracketedPasteOn + line.rendered(width: width()))
        continue
      case .failed:
        return nil
      }
      var redraws = false
      for key in keys {
        switch line.handle(key) {
        case .edited: redraws = true
        case .unchanged: break
        case .submitted(let answer):
          if redraws { write(line.rendered(width: width())) }
          return answer
        case .endOfInput: return nil
        case .interrupted: interrupt()
        case .suspended:
          suspend()
          write(Self.bracketedPasteOn)
          redraws = true
        }
      }
      if redraws {
        write(line.rendered(width: width()))
      }
    }
  }

  /// Restores the terminal's mode if a line is being read. Safe at any time and from any
  /// thread, such as before ending the program on `SIGTERM`.
  public static func restoreTerminal() {
    LineMode.shared.restore()
  }

  /// What ended a wait for input.
  private enum Readiness {
    case input
    case timeout
    case wokenUp
    case failed
  }

  /// Waits until a key is typed, a signal wakes the editor up, or `timeout` milliseconds
  /// pass (`-1` for no limit).
  private func wait(for wakeUp: WakeUpPipe?, timeout: Int32) -> Readiness {
    var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
    if let wakeUp {
      descriptors.append(pollfd(fd: wakeUp.readEnd, events: Int16(POLLIN), revents: 0))
    }
    while true {
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0, errno == EINTR { continue }
      guard ready >= 0 else { return .failed }
      if ready == 0 { return .timeout }
      if descriptors.count > 1, descriptors[1].revents != 0 { return .wokenUp }
      return .input
    }
  }

  /// How long to wait for more bytes before the decoder reports what it holds.
  func decoderTimeout(_ decoder: KeyDecoder) -> Int32 {
    guard decoder.hasPendingInput else { return -1 }
    return decoder.isPasting ? Self.pasteTimeout : Self.escapeTimeout
  }

  /// Ends the line: bracketed paste off, the cursor on the next line, the mode restored.
  private func leave() {
    write(Self.bracketedPasteOff + "\n")
    LineMode.shared.restore()
  }

  /// Ends the program as Ctrl-C does when no line is edited: the terminal restored, `^C`
  /// shown, then `SIGINT` with its default action.
  private func interrupt() {
    write(Self.bracketedPasteOff)
    LineMode.shared.restore()
    write("^C")
    takeDefaultAction(of: SIGINT)
    kill(getpid(), SIGINT)
  }

  /// Stops the program as Ctrl-Z does, with the terminal restored; when it is continued, the
  /// mode is set again, on a new line.
  private func suspend() {
    write(Self.bracketedPasteOff + "\n")
    LineMode.shared.restore()
    JobControl.stopProcessGroup()
    _ = LineMode.shared.enter(input)
  }

  private func width() -> Int {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  private func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(output, buffer.baseAddress, buffer.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
  private let systemRead = Darwin.read
#endif

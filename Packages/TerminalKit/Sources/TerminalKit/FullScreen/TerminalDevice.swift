/// The terminal a full-screen program draws on and reads keys from.
///
/// ``SystemTerminal`` is the process's own terminal; tests drive a virtual one.
public protocol TerminalDevice: Sendable {
  /// What happens to the terminal, from the first ``enter()`` on.
  var events: AsyncStream<TerminalEvent> { get }
  func size() -> TerminalSize
  /// Writes escape sequences and text; false when not all of it could be written (or the
  /// terminal was left), so that the next frame is drawn whole.
  @discardableResult
  func write(_ text: String) -> Bool
  /// Switches to the full-screen mode: raw input, the alternate screen, the cursor hidden.
  /// Calling it again sets the mode again, as after the program was stopped.
  ///
  /// - Throws: ``TerminalError`` when the terminal cannot be put in that mode.
  func enter() throws(TerminalError)
  /// Restores the terminal as ``enter()`` found it. Calling it again does nothing.
  func leave()
  /// Restores the terminal and stops the process (Ctrl-Z). When it continues, ``events``
  /// reports ``TerminalEvent/resumed``, and the program enters the full-screen mode again.
  func suspend()
  /// Leaves the full-screen mode and stops reading keys while `program` runs a program that
  /// uses the terminal itself, such as an editor, then reads keys again and returns what
  /// `program` did. The caller enters the full-screen mode again.
  func handOver<Result: Sendable>(_ program: () -> Result) -> Result
}

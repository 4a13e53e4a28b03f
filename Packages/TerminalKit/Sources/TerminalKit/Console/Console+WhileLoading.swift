extension Console {
  /// Runs `operation` with a spinner and `message` on standard error when it is a terminal
  /// (``showsSpinner``), its frames turned on `clock`; the line is cut to the width, so that it
  /// is redrawn in place.
  public func whileLoading<Value>(
    _ message: String, clock: any Clock<Duration>, operation: () async -> Value
  ) async -> Value {
    // The line is redrawn in place (`\r`): one that wrapped would leave a line behind a frame.
    await withSpinner(
      message.truncated(toDisplayWidth: max(1, width - 3)), isEnabled: showsSpinner,
      clock: clock, write: writeError, operation: operation)
  }

  /// Runs `operation` as ``whileLoading(_:clock:operation:)`` does, beside the text `line`
  /// gives for the time gone and the columns there are, such as a transfer's progress.
  public func whileLoading<Value>(
    lines line: @escaping @Sendable (_ elapsed: Duration, _ width: Int) -> String,
    clock: any Clock<Duration>, operation: () async -> Value
  ) async -> Value {
    let width = max(1, width - 3)
    // Each frame as wide as the width, so that a shorter line covers a longer one before it.
    return await withSpinner(
      lines: { elapsed in
        let text = line(elapsed, width)
        return text + String(repeating: " ", count: max(0, width - text.displayWidth))
      }, isEnabled: showsSpinner, clock: clock, write: writeError, operation: operation)
  }
}

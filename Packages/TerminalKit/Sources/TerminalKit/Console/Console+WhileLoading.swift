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
}

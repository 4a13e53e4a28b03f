/// Runs `operation` while a spinner turns on a terminal line, and erases the line before
/// returning, so that nothing printed afterwards lands beside a leftover frame.
///
/// The first frame is drawn only after `delay`, so work that finishes quickly shows no spinner
/// at all. When `isEnabled` is false (the stream is not a terminal) nothing is written.
/// `message` stands beside the spinner, such as `Loading posts…`, and `write` writes to the
/// terminal's stream, standard error.
public func withSpinner<R, Failure: Error>(
  _ message: String,
  isEnabled: Bool,
  clock: any Clock<Duration>,
  delay: Duration = .milliseconds(100),
  interval: Duration = .milliseconds(80),
  write: @escaping @Sendable (String) -> Void,
  operation: () async throws(Failure) -> R
) async throws(Failure) -> R {
  try await withSpinner(
    lines: { _ in message }, isEnabled: isEnabled, clock: clock, delay: delay,
    interval: interval, write: write, operation: operation)
}

/// Runs `operation` while a spinner turns as ``withSpinner(_:isEnabled:clock:delay:interval:write:operation:)``
/// does, beside the text `line` gives for the time gone since the start (counted in frames, on
/// `clock`), such as a progress bar's.
public func withSpinner<R, Failure: Error>(
  lines line: @escaping @Sendable (_ elapsed: Duration) -> String,
  isEnabled: Bool,
  clock: any Clock<Duration>,
  delay: Duration = .milliseconds(100),
  interval: Duration = .milliseconds(80),
  write: @escaping @Sendable (String) -> Void,
  operation: () async throws(Failure) -> R
) async throws(Failure) -> R {
  guard isEnabled else { return try await operation() }
  let frames = spinnerFrames
  let animation = Task {
    var drewFrame = false
    do {
      try await clock.sleep(for: delay)
      for frame in 0... {
        try Task.checkCancellation()
        let elapsed = delay + interval * frame
        write("\r\(frames[frame % frames.count]) \(line(elapsed))")
        drewFrame = true
        try await clock.sleep(for: interval)
      }
    } catch {}
    return drewFrame
  }
  let result: Result<R, Failure>
  do {
    result = .success(try await operation())
  } catch {
    result = .failure(error)
  }
  animation.cancel()
  if await animation.value {
    write(spinnerLineEraser)
  }
  return try result.get()
}

/// Returns the cursor to the start of the line and clears the line: what the spinner writes when
/// it stops, and what a program ending abruptly writes to leave no frame behind.
public let spinnerLineEraser = "\r\u{1B}[2K"

/// The frames a spinner turns through, one every 80 ms.
public let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

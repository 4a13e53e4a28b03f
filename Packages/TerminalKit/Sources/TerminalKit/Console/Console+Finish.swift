extension Console {
  /// The status to exit with after a command that ended with `status`: ``ExitCode/ioError`` in
  /// place of success when standard output could not be written, once `reportOutputFailure()`
  /// has said why.
  public func finish(_ status: ExitCode) -> ExitCode {
    guard status == .success, reportOutputFailure() else { return status }
    return .ioError
  }
}

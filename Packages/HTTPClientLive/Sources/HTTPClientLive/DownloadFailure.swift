import HTTPClient

/// Why a download to a file did not end whole, beside the `NetworkError` of an answer that
/// never began.
public enum DownloadFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The partial file could not be made or written (a folder that is not there, a full disk).
  case cannotWrite(file: String, reason: String)
  /// The whole download could not be given its name.
  case cannotFinish(file: String, reason: String)
  /// The answer broke off after `written` bytes of `expected`; they are kept in `partial` for
  /// a download that resumes.
  case brokenOff(partial: String, written: Int64, expected: Int64?, cause: NetworkError)

  public var description: String {
    switch self {
    case .cannotWrite(let file, let reason):
      return "cannot write \(file): \(reason)"
    case .cannotFinish(let file, let reason):
      return "cannot name the download \(file): \(reason)"
    case .brokenOff(let partial, let written, let expected, let cause):
      let size = { (count: Int64) in DecimalByteCount.text(count) }
      let of = expected.map { " of \(size($0))" } ?? ""
      return "the download broke off after \(size(written))\(of), kept in \(partial): "
        + cause.description
    }
  }

  /// The error of the answer, when the download broke off.
  public var networkError: NetworkError? {
    if case .brokenOff(_, _, _, let cause) = self { return cause }
    return nil
  }
}

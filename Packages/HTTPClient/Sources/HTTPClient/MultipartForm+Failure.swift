extension MultipartForm {
  /// Why a form cannot be sent, as a line's end: `cannot read 'cover.gif': there is no such
  /// file`.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file at the path cannot be opened or read, for the reason given.
    case unreadable(path: String, reason: String)
    /// The path names a folder, a device or a pipe, whose size is not known ahead.
    case notAFile(path: String)
    /// The file's size changed between counting it and sending it, so the body would not be
    /// the length announced.
    case changed(path: String)
    /// The boundary is not 1 to 70 of RFC 2046's characters.
    case invalidBoundary(String)
    /// A text or bytes part, named here, holds the boundary.
    case boundaryInPart(String)

    public var description: String {
      switch self {
      case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
      case .notAFile(let path): "cannot send '\(path)': it is not a file"
      case .changed(let path): "'\(path)' changed while it was sent"
      case .invalidBoundary(let boundary):
        "the boundary '\(boundary.prefix(80))' is not 1 to 70 of the characters RFC 2046 allows"
      case .boundaryInPart(let name): "the part '\(name)' holds the form's boundary"
      }
    }
  }
}

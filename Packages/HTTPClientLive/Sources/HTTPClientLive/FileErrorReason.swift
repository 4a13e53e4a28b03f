import Foundation
import HTTPClient

/// What went wrong with a file, as the system says it: `Permission denied`, `No space left on
/// device`, also for the Foundation errors that stand for them, whose own wording differs;
/// `nil` for an error that is not a file's.
func systemReason(for error: any Error) -> String? {
  if let posix = error as? POSIXError {
    return String(cString: strerror(posix.code.rawValue))
  }
  let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
  if let posix = underlying as? POSIXError {
    return String(cString: strerror(posix.code.rawValue))
  }
  if let posix = underlying as? NSError, posix.domain == NSPOSIXErrorDomain {
    return String(cString: strerror(Int32(truncatingIfNeeded: posix.code)))
  }
  if let cocoa = error as? CocoaError, let code = posixCodes[cocoa.code] {
    return String(cString: strerror(code))
  }
  return nil
}

/// A write's error in a line: the system's words for a file's (`systemReason(for:)`), any
/// other as it describes itself.
func fileErrorReason(_ error: any Error) -> String {
  systemReason(for: error) ?? String(describing: error).singleLine(limit: 200)
}

/// The system's error numbers for the Foundation file errors that stand for them.
private let posixCodes: [CocoaError.Code: Int32] = [
  .fileWriteOutOfSpace: ENOSPC, .fileWriteNoPermission: EACCES, .fileReadNoPermission: EACCES,
  .fileWriteVolumeReadOnly: EROFS,
]

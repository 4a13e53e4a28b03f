import Foundation
import HTTPClient

/// A file's error as the system words it (`No space left on device`), rather than
/// Foundation's paragraph about it; any other error in a line.
func fileErrorReason(_ error: any Error) -> String {
  if let posix = error as? POSIXError {
    return String(cString: strerror(posix.code.rawValue))
  }
  let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
  if let posix = underlying as? POSIXError {
    return String(cString: strerror(posix.code.rawValue))
  }
  if let underlying = underlying as? NSError, underlying.domain == NSPOSIXErrorDomain {
    return String(cString: strerror(Int32(underlying.code)))
  }
  return String(describing: error).singleLine(limit: 200)
}

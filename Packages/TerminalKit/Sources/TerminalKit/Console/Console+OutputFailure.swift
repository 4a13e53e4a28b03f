import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Console {
  /// Whether standard output could not be written; when it could not, standard error says why,
  /// and what the command changed on the server if anything (`post 101 was created, but its
  /// output could not be written: No space left on device`), except for a closed pipe
  /// (`| head`), which ends the program silently.
  public func reportOutputFailure() -> Bool {
    guard let errorNumber = outputFailure() else { return false }
    if errorNumber != EPIPE {
      let reason = String(cString: strerror(errorNumber))
      if let change = completedWrite.description {
        reportError("\(change), but its output could not be written: \(reason)")
      } else {
        reportError("cannot write output: \(reason)")
      }
    }
    return true
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives `signalNumber` its default action and unblocks it on the calling thread, so that the
/// signal sent next, to this thread or the process, takes that action.
func takeDefaultAction(of signalNumber: Int32) {
  signal(signalNumber, SIG_DFL)
  var unblocked = sigset_t()
  sigemptyset(&unblocked)
  sigaddset(&unblocked, signalNumber)
  pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
}

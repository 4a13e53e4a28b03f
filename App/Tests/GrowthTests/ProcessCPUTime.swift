#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time the whole process has used: every thread's, the loopback servers' that the
/// checks start in the process included. Unlike the time on a wall clock, it does not grow while
/// the process waits for a processor that another program holds.
enum ProcessCPUTime {
  /// The process's processor time so far, in seconds.
  static func now() -> Double {
    var spec = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec) == 0 else { return 0 }
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
  }
}

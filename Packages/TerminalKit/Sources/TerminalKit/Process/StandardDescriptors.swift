#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard file descriptors 0, 1 and 2 as the program found them.
public enum StandardDescriptors {
  /// Opens `/dev/null` on each of the standard descriptors that is closed, so that no file or
  /// socket the program opens later lands there, and returns the closed ones.
  public static func occupyClosed() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      let null = open("/dev/null", O_RDWR)
      if null >= 0 && null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    return closed
  }
}

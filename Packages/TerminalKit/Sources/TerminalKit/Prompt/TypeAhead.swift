import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys typed while a program waits before a full-screen app takes the keyboard (the start
/// of a browser that first asks the server what to show): not echoed over the wait's line, and
/// left for the app to read rather than dropped. Ctrl-C and Ctrl-Z still signal.
public enum TypeAhead {
  private static let saved = Mutex<termios?>(nil)

  /// Runs `operation` with the terminal on standard input neither echoing nor editing lines,
  /// then gives it back its mode, the keys typed meanwhile still there to read. Where standard
  /// input is no terminal, runs `operation` alone.
  public static func kept<Result>(during operation: () async -> Result) async -> Result {
    quiet()
    defer { restore() }
    return await operation()
  }

  /// Gives the terminal back the mode it had before ``kept(during:)``: for a program that ends
  /// during the wait. Nothing when it is not waiting.
  public static func restore() {
    saved.withLock { saved in
      guard var modes = saved else { return }
      // Not flushed: what was typed stays to be read.
      tcsetattr(STDIN_FILENO, TCSANOW, &modes)
      saved = nil
    }
  }

  private static func quiet() {
    saved.withLock { saved in
      var modes = termios()
      guard saved == nil, isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &modes) == 0 else {
        return
      }
      var quiet = modes
      quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
      withUnsafeMutableBytes(of: &quiet.c_cc) { characters in
        characters[Int(VMIN)] = 1
        characters[Int(VTIME)] = 0
      }
      guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return }
      saved = modes
    }
  }
}

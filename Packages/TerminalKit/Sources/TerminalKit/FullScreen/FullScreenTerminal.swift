/// The process's terminal as full-screen programs such as `Browse` leave it.
public enum FullScreenTerminal {
  /// Restores the terminal if a full-screen program has changed it: its modes, the main screen
  /// and the cursor. Safe to call at any time and from any thread, such as before ending the
  /// program on `SIGTERM`.
  public static func restore() {
    SystemTerminal.shared.leave()
  }
}

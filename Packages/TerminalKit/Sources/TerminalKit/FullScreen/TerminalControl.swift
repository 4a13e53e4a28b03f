/// The escape sequences that switch a terminal into and out of full-screen mode.
public enum TerminalControl {
  /// The alternate screen (saving the cursor), the cursor hidden, bracketed paste on.
  public static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
  /// Bracketed paste off, styles reset, the cursor shown, the main screen back.
  public static let leaveFullScreen = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}

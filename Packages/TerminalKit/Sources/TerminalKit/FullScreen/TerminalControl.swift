/// The escape sequences that switch a terminal into and out of full-screen mode.
public enum TerminalControl {
  /// The alternate screen (saving the cursor), the cursor hidden, bracketed paste on.
  public static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
  /// Mouse reporting off, bracketed paste off, styles reset, the cursor shown, the main screen
  /// back. Mouse reporting is turned off whether or not ``enableMouse`` turned it on, so that
  /// leaving never leaves it on.
  public static let leaveFullScreen =
    disableMouse + "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  /// Reports clicks, releases and the wheel (mode 1000) as SGR sequences (mode 1006), which
  /// ``KeyDecoder`` reads as ``Key/mouse(_:)``. The terminal keeps Shift-held clicks and drags
  /// for its own selection.
  public static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"
  /// Mouse reporting off: the SGR format, then the clicks and drags of every mode.
  public static let disableMouse = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
}

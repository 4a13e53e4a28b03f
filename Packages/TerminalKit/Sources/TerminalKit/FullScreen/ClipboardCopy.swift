import Foundation

/// The escape sequence that copies a text to the clipboard of the computer the terminal runs
/// on, OSC 52, as xterm defined it: `ESC ] 52 ; c ; BASE64 BEL`.
///
/// xterm (once its `disallowedWindowOps` lets `SetSelection` through), kitty, iTerm2,
/// WezTerm, foot, Alacritty and Windows Terminal take it, and tmux passes it on with
/// `set-clipboard on`; it works over SSH, since it travels with the output. No terminal answers
/// it, so a program cannot know that the text arrived, only that it was sent.
///
/// ```swift
/// let sequence = ClipboardCopy.sequence(copying: "7")
/// // sequence is "\u{1B}]52;c;Nw==\u{07}"
/// ```
public enum ClipboardCopy {
  /// The most bytes of UTF-8 text one sequence carries: 75,000, whose base64 is the 100,000
  /// bytes that terminals such as hterm, and tmux's default, take at most in one sequence.
  public static let maximumBytes = 75_000

  /// The sequence that copies `text`, or `nil` when its UTF-8 is over ``maximumBytes``.
  public static func sequence(copying text: String) -> String? {
    let bytes = Data(text.utf8)
    guard bytes.count <= maximumBytes else { return nil }
    return "\u{1B}]52;c;" + bytes.base64EncodedString() + "\u{07}"
  }
}

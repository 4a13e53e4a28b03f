import TerminalKit

extension TextLayout {
  /// `text` laid out as `wrapped(_:width:breaksAfterPunctuation:)` lays it out at `width`, but
  /// with its first line at most `firstWidth` cells: the status line's first row leaves room
  /// for the help's hint.
  public static func wrapped(_ text: String, firstWidth: Int, width: Int) -> [String] {
    let lines = TextLayout.lines(of: text)
    guard firstWidth < width, let line = lines.first,
      let first = wrap(line, width: firstWidth).first, line.hasPrefix(first)
    else { return wrapped(text, width: min(firstWidth, width)) }
    let rest = line.dropFirst(first.count).drop { $0 == " " }
    let restLines = rest.isEmpty ? [] : wrap(String(rest), width: width)
    return [first] + restLines + lines.dropFirst().flatMap { wrap($0, width: width) }
  }
}

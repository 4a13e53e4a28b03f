/// Text broken into lines of at most a width, at spaces where it can.
public enum WrappedText {
  /// The lines of `text` at most `width` characters wide, words kept whole unless one alone is
  /// wider; with `limit`, at most that many lines, the last ending in `…` when text was cut.
  public static func lines(_ text: String, width: Int, limit: Int? = nil) -> [String] {
    let width = max(width, 2)
    var lines: [String] = []
    var current = ""
    for word in text.split(whereSeparator: \.isWhitespace) {
      var word = Substring(word)
      while word.count > width {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty {
      lines.append(current)
    }
    guard let limit, limit > 0, lines.count > limit else { return lines }
    var kept = Array(lines.prefix(limit))
    let last = kept[limit - 1]
    kept[limit - 1] = (last.count < width ? last : String(last.dropLast())) + "…"
    return kept
  }
}

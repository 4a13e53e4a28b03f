extension String {
  /// The text as a screen shows it on one line of a terminal: a line break or a tab is a space,
  /// and any other control character (such as the escape that starts a sequence to move the
  /// cursor or to retitle the window) is `�`, so that what anyone wrote in an issue cannot
  /// change the terminal.
  var shownOnOneLine: String {
    String(
      String.UnicodeScalarView(
        unicodeScalars.map { scalar in
          switch scalar {
          case "\n", "\r", "\t": " "
          case _ where scalar.properties.generalCategory == .control: "\u{FFFD}"
          default: scalar
          }
        }))
  }
}

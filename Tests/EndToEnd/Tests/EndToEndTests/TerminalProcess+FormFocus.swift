import Testing

extension TerminalProcess {
  /// The label of the form's focused row, below its title: the row marked `› `, up to the
  /// two spaces before its text.
  static func focusedFormLabel(on screen: TerminalScreen) -> String? {
    guard let row = (2..<screen.rows).lazy.map(screen.line).first(where: { $0.hasPrefix("› ") })
    else { return nil }
    let label = row.dropFirst(2)
    return String(label.range(of: "  ").map { label[..<$0.lowerBound] } ?? label)
  }

  /// Presses Tab on the form shown until the focused row is the field labelled `label`, as a
  /// person would whatever order the form asks its fields in: a Tab at a time, each once the
  /// focus has moved, so that none is still on its way when the field is reached.
  func focusFormField(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    func isOn(_ screen: TerminalScreen) -> Bool {
      Self.focusedFormLabel(on: screen)?.hasPrefix(label) == true
    }
    for _ in 0..<30 {
      let before = try #require(
        Self.focusedFormLabel(on: screen), "no form is shown:\n\(screen.description)",
        sourceLocation: sourceLocation)
      if isOn(screen) { return }
      type("\t")
      _ = try requireScreen("Tab never moved the focus", sourceLocation: sourceLocation) {
        Self.focusedFormLabel(on: $0).map { $0 != before } ?? false
      }
    }
    _ = try requireScreen("the focus never reached \(label)", sourceLocation: sourceLocation) {
      isOn($0)
    }
  }
}
